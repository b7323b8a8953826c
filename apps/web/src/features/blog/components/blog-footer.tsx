import { PRODUCT_NAME } from '@app/shared/site';
import { FooterLinks, type FooterLink } from '@/components/layout/footer-links';
import { Logo } from '@/components/ui/logo';

const BLOG_FOOTER_LINKS: readonly FooterLink[] = [
  { label: 'Docs', to: '/docs' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
];

/** The blog's own footer: Docs, Blog, About, Privacy, Terms. */
export function BlogFooter() {
  return (
    <footer className="site-footer blog-footer">
      <div className="container blog-footer__inner">
        <Logo inverse />
        <nav aria-label="Blog footer">
          <FooterLinks links={BLOG_FOOTER_LINKS} className="blog-footer__links" />
        </nav>
        <p className="blog-footer__copy">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
