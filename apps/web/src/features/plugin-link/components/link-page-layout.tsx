import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';
import '../styles/plugin-link.css';

/** The frame of the plugin link pages: the logo and one centred card. */
export function LinkPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="link-page">
      <header className="link-page__header">
        <Logo />
      </header>
      <main id="main-content" className="link-page__main" tabIndex={-1}>
        <div className="link-card">{children}</div>
      </main>
    </div>
  );
}

/** A spinner with the step's words, announced politely. */
export function LinkBusy({ title, text }: { title?: string; text: string }) {
  return (
    <div className="link-card__status" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true" />
      {title ? <h1 className="link-card__title">{title}</h1> : null}
      <p>{text}</p>
    </div>
  );
}

/** Close Tab: the plugin link pages are opened by the plugin and closed when done. */
export function CloseTabButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <button type="button" className={`btn btn--${variant}`} onClick={() => window.close()}>
      Close Tab
    </button>
  );
}
