import { useEffect, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@app/shared/limits';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { LinkButton } from '@/components/ui/link-button';
import { cx } from '@/lib/cx';
import { useScrolled } from '@/lib/use-scrolled';

/** A header link: `to` for app routes, `href` for same-page anchors such as '#features'. */
export type HeaderLink = { label: string; to: string } | { label: string; href: string };

interface SiteHeaderProps {
  links: HeaderLink[];
  /** Sign in and Get Started are shown on every signed-out page unless turned off. */
  showAuthActions?: boolean;
}

/** The signed-out site header: logo, the page's links, Sign in and Get Started, and a mobile menu. */
export function SiteHeader({ links, showAuthActions = true }: SiteHeaderProps) {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [lastPath, setLastPath] = useState(location.pathname + location.hash);

  // Close the menu whenever the location changes (navigation or an in-page anchor).
  const current = location.pathname + location.hash;
  if (current !== lastPath) {
    setLastPath(current);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('site-menu-toggle')?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header
      className={cx(
        'site-header',
        scrolled && 'site-header--scrolled',
        menuOpen && 'site-header--open',
      )}
      data-scrolled={scrolled}
    >
      <div className="container site-header__inner">
        <Logo />
        <button
          id="site-menu-toggle"
          type="button"
          className="btn btn--ghost site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
        <nav id="site-menu" className="site-header__menu" aria-label="Main">
          <ul className="site-header__links">
            {links.map((link) => (
              <li key={link.label}>
                {'to' in link ? (
                  <Link to={link.to} className="site-header__link" onClick={close}>
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.href} className="site-header__link" onClick={close}>
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
          {showAuthActions ? (
            <div className="site-header__actions">
              <LinkButton to="/login" variant="ghost" onClick={close}>
                Sign in
              </LinkButton>
              <LinkButton to="/signup" onClick={close}>
                Get Started
              </LinkButton>
            </div>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
