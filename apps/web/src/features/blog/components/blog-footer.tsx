import { Link } from 'react-router';
import { PRODUCT_NAME } from '@app/shared/site';
import { Logo } from '@/components/ui/logo';

/** The blog's own footer: Docs, Blog, About, Privacy, Terms. */
export function BlogFooter() {
  return (
    <footer className="site-footer blog-footer">
      <div className="container blog-footer__inner">
        <Logo inverse />
        <nav aria-label="Blog footer">
          <ul className="blog-footer__links">
            <li>
              <Link to="/docs">Docs</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
          </ul>
        </nav>
        <p className="blog-footer__copy">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
