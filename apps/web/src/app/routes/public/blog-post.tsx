import { Navigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { usePageMeta } from '@/lib/use-page-meta';
import { BlogArticle, PostNotFound } from '@/features/blog/components/blog-article';
import { BlogFooter } from '@/features/blog/components/blog-footer';
import { findPost } from '@/features/blog/posts/all-posts';
import '@/features/blog/styles/blog.css';

export function Component() {
  const { slug } = useParams();
  const { showAiBlogPosts } = useFeatureFlags();
  const lookup = findPost(slug, showAiBlogPosts);
  const post = lookup.kind === 'found' ? lookup.post : null;
  usePageMeta(
    post?.title ?? 'Post not found',
    post?.excerpt ?? 'This blog post does not exist or is no longer available.',
  );

  // An AI post while SHOW_AI_BLOG_POSTS is off is not announced anywhere: send the visitor to the list.
  if (lookup.kind === 'hidden') return <Navigate to="/blog" replace />;

  return (
    <PublicLayout footer={<BlogFooter />}>
      {post ? <BlogArticle post={post} /> : <PostNotFound />}
    </PublicLayout>
  );
}
