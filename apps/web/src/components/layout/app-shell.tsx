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

  // The narrow-screen menu closes on Escape (focus back on its button) and on a click outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const toggle = () => document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`);
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle()?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!document.getElementById(MENU_ID)?.contains(target) && !toggle()?.contains(target))
        setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
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
      <AppSidebar
        id={MENU_ID}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        onLogout={logout}
        loggingOut={loggingOut}
      />
      <div className="app-layout__main">
        <AppHeader
          email={user?.email ?? ''}
          menuOpen={menuOpen}
          menuId={MENU_ID}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <main id="main-content" className="app-layout__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
