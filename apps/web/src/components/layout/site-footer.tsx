import {
  DISCORD_URL,
  MICROBLOG_URL,
  PRODUCT_NAME,
  PROFESSIONAL_NETWORK_URL,
  SUPPORT_EMAIL,
} from '@app/shared/site';
import { Logo } from '@/components/ui/logo';
import { FooterLinks, type FooterLink } from './footer-links';

const PRODUCT_LINKS: readonly FooterLink[] = [
  { label: 'Documentation', to: '/docs' },
  { label: 'Blog', to: '/blog' },
  { label: 'Report an issue', to: '/report-issue' },
  { label: 'Feedback', to: '/feedback' },
];

const COMPANY_LINKS: readonly FooterLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Contact', href: `mailto:${SUPPORT_EMAIL}` },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
];

const COMMUNITY_LINKS: readonly FooterLink[] = [
  { label: 'Discord', href: DISCORD_URL, external: true },
  { label: 'X (Twitter)', href: MICROBLOG_URL, external: true },
  { label: 'LinkedIn', href: PROFESSIONAL_NETWORK_URL, external: true },
];

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
          <FooterLinks links={PRODUCT_LINKS} />
        </nav>
        <nav aria-label="Company" className="site-footer__col">
          <h2 className="site-footer__heading">Company</h2>
          <FooterLinks links={COMPANY_LINKS} />
        </nav>
        <nav aria-label="Community" className="site-footer__col">
          <h2 className="site-footer__heading">Community</h2>
          <FooterLinks links={COMMUNITY_LINKS} />
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
