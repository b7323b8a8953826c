import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderLink } from './site-header';

/** Default header links of a signed-out page. */
export const DEFAULT_HEADER_LINKS: HeaderLink[] = [
  { label: 'Docs', to: '/docs' },
  { label: 'Blog', to: '/blog' },
];

interface PublicLayoutProps {
  headerLinks?: HeaderLink[];
  /** Replaces the standard footer (the blog has its own). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Skip link, signed-out header, main landmark and footer. */
export function PublicLayout({
  headerLinks = DEFAULT_HEADER_LINKS,
  footer,
  children,
}: PublicLayoutProps) {
  return (
    <div className="app-shell">
      <a
        href="#main-content"
        className="skip-link"
        onClick={(event) => {
          // Focus the main landmark without touching the URL hash (the docs use it for tabs).
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to content
      </a>
      <SiteHeader links={headerLinks} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {footer ?? <SiteFooter />}
    </div>
  );
}
