import { Logo } from '@/components/ui/logo';

interface AppHeaderProps {
  email: string;
  menuOpen: boolean;
  menuId: string;
  onToggleMenu: () => void;
}

/**
 * The signed-in header: the user's email, and the menu button on narrow screens. Without an
 * email (the prerendered /dashboard, before the session is read) the user's place stays empty.
 */
export function AppHeader({ email, menuOpen, menuId, onToggleMenu }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header__brand">
        <Logo />
      </div>
      {/* Empty only in the prerendered /dashboard, painted before the session is read. */}
      <div className="app-header__user">
        {email ? (
          <>
            <span className="app-header__avatar" aria-hidden="true">
              {email.charAt(0).toUpperCase()}
            </span>
            <span className="app-header__email" title={email}>
              <span className="visually-hidden">Signed in as </span>
              {email}
            </span>
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn--ghost app-header__toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        onClick={onToggleMenu}
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
    </header>
  );
}
