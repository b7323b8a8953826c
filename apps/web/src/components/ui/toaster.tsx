import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { toast, useToasts } from '@/lib/toast';
import { cx } from '@/lib/cx';

/**
 * The app's toasts, bottom centre, read out politely by screen readers. The live region is
 * put into the page once the app runs (a portal after mount): it is there before the first
 * toast, so that one is announced too, and a prerendered page hydrates without it.
 */
export function Toaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <div className="toaster" role="status" aria-live="polite" aria-label="Notifications">
      <ol className="toaster__list">
        {toasts.map((t) => (
          <li key={t.id} className={cx('toast', `toast--${t.tone}`)}>
            <span className="toast__text">{t.text}</span>
            {t.action ? (
              <button
                type="button"
                className="toast__action"
                onClick={() => {
                  toast.dismiss(t.id);
                  t.action?.onClick();
                }}
              >
                {t.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss notification"
              onClick={() => toast.dismiss(t.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </div>,
    document.body,
  );
}
