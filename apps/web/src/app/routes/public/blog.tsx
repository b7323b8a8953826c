import { PublicLayout } from '@/components/layout/public-layout';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { usePageMeta } from '@/lib/use-page-meta';
import { BlogFooter } from '@/features/blog/components/blog-footer';
import { PostCard } from '@/features/blog/components/post-card';
import { visiblePosts } from '@/features/blog/posts/all-posts';
import '@/features/blog/styles/blog.css';

export function Component() {
  usePageMeta(
    'Blog',
    'Articles on turning Figma designs into Jetpack Compose code, mobile UI design practice and shipping Android screens faster.',
  );
  const { showAiBlogPosts } = useFeatureFlags();
  const posts = visiblePosts(showAiBlogPosts);
  return (
    <PublicLayout footer={<BlogFooter />}>
      <div className="container">
        <header className="blog-hero">
          <p className="eyebrow">Blog</p>
          <h1>Design to code, in practice</h1>
          <p>
            Guides and ideas for designers and Android developers who turn Figma frames into real
            apps.
          </p>
        </header>
        <ul className="post-grid" aria-label="Posts">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}
