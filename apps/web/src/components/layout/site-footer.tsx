import { Link } from 'react-router';
import {
  DISCORD_URL,
  MICROBLOG_URL,
  PRODUCT_NAME,
  PROFESSIONAL_NETWORK_URL,
  SUPPORT_EMAIL,
} from '@app/shared/site';
import { Logo } from '@/components/ui/logo';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The signed-out site footer: product, company, legal and community links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverse />
          <p>Turn Figma designs into clean, native Jetpack Compose code in seconds.</p>
        </div>
        <nav aria-label="Product" className="site-footer__col">
          <h2 className="site-footer__heading">Product</h2>
          <ul>
            <li>
              <Link to="/docs">Documentation</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/report-issue">Report an issue</Link>
            </li>
            <li>
              <Link to="/feedback">Feedback</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company" className="site-footer__col">
          <h2 className="site-footer__heading">Company</h2>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>Contact</a>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Community" className="site-footer__col">
          <h2 className="site-footer__heading">Community</h2>
          <ul>
            <li>
              <a href={DISCORD_URL} {...external}>
                Discord
              </a>
            </li>
            <li>
              <a href={MICROBLOG_URL} {...external}>
                X (Twitter)
              </a>
            </li>
            <li>
              <a href={PROFESSIONAL_NETWORK_URL} {...external}>
                LinkedIn
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        {/* data-current-year: a prerendered page's script writes in the year it is seen in. */}
        <p>
          © <span data-current-year="">{new Date().getFullYear()}</span> {PRODUCT_NAME}. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}
