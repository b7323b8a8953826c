import { Link } from 'react-router';
import { formatPostDate } from '../posts/all-posts';
import type { BlogPost } from '../posts/types';

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <li className="card post-card">
      <img
        className="post-card__image"
        src={post.image}
        alt=""
        width="640"
        height="320"
        loading="lazy"
      />
      <div className="post-card__body">
        <p className="post-card__category">{post.category}</p>
        <h2 className="post-card__title">
          <Link to={`/blog/${post.slug}`} className="post-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <time className="post-card__date" dateTime={post.date}>
          {formatPostDate(post.date)}
        </time>
      </div>
    </li>
  );
}
