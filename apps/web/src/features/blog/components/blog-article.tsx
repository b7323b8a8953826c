import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { formatPostDate, readingMinutes } from '../posts/all-posts';
import type { BlogPost } from '../posts/types';
import { ArticleBody } from './article-body';

export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className="container container--narrow article" aria-labelledby="article-title">
      <Link to="/blog" className="article__back">
        ← Back to Blog
      </Link>
      <header className="article__header">
        <p className="post-card__category">{post.category}</p>
        <h1 id="article-title">{post.title}</h1>
        <p className="article__meta">
          <span>{post.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingMinutes(post)} min read</span>
        </p>
      </header>
      <img className="article__image" src={post.image} alt="" width="1280" height="640" />
      <ArticleBody blocks={post.content} />
      <aside className="article__cta" aria-label="Next steps">
        <h2>Turn your next Figma frame into Compose</h2>
        <p>
          Install the plugin, select a frame and get clean Kotlin in seconds. The Starter plan is
          free.
        </p>
        <div className="cluster">
          <LinkButton to="/signup">Get Started</LinkButton>
          <LinkButton to="/blog" variant="secondary">
            All Posts
          </LinkButton>
        </div>
      </aside>
    </article>
  );
}

export function PostNotFound() {
  return (
    <section className="page-center" aria-labelledby="post-missing-title">
      <div className="stack" style={{ alignItems: 'center', maxWidth: '30rem' }}>
        <h1 id="post-missing-title">Post not found</h1>
        <p className="text-muted">This article does not exist or is no longer available.</p>
        <LinkButton to="/blog">Back to Blog</LinkButton>
      </div>
    </section>
  );
}
