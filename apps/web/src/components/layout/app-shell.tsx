import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import './app-shell.css';

const MENU_ID = 'app-sidebar';

/** The signed-in layout: sidebar navigation, a header with the user's email, and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, signOutTo } = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [lastPath, setLastPath] = useState(location.pathname);

  if (location.pathname !== lastPath) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const logout = () => {
    setLoggingOut(true);
    void signOutTo('/login');
  };

  return (
    <div className="app-layout">
      <a
        href="#main-content"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to content
      </a>
      <AppSidebar id={MENU_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} onLogout={logout} loggingOut={loggingOut} />
      <div className="app-layout__main">
        <AppHeader email={user?.email ?? ''} menuOpen={menuOpen} menuId={MENU_ID} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <main id="main-content" className="app-layout__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
