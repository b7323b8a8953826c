import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import '../styles/auth.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Under the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in screens: a signed-out header whose logo links to /, and one card. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <header className="auth-page__header">
        <Logo />
      </header>
      <main id="main-content" className="auth-page__main" tabIndex={-1}>
        <div className="auth-card">
          <div className="auth-card__intro">
            <h1 className="auth-card__title">{title}</h1>
            {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="auth-page__switch">{footer}</div> : null}
      </main>
      <footer className="auth-page__footer">
        <nav aria-label="Legal" className="auth-page__legal">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Service</Link>
        </nav>
      </footer>
    </div>
  );
}
