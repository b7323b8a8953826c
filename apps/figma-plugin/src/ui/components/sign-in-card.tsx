import { PRODUCT_NAME } from '@app/shared/site';
import { ExternalLink } from './external-link';

/** Signed out: why (when there is a reason) and the Sign in button. */
export function SignInCard({ message, onSignIn }: { message?: string; onSignIn: () => void }) {
  return (
    <section className="card" aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in to generate code</h2>
      {message ? (
        <p role="alert" className="notice notice-error">
          {message}
        </p>
      ) : null}
      <p className="muted">
        Sign in with your {PRODUCT_NAME} account in your browser; the plugin picks up the session
        when you are done.
      </p>
      <button type="button" className="button button-primary" onClick={onSignIn}>
        Sign in
      </button>
    </section>
  );
}

/** Waiting for the browser: the link again, in case the tab did not open, and Cancel. */
export function SignInWaitCard({
  linkUrl,
  onCancel,
}: {
  linkUrl: string | null;
  onCancel: () => void;
}) {
  return (
    <section className="card" aria-labelledby="signin-wait-title">
      <h2 id="signin-wait-title">Finish signing in in your browser</h2>
      <p className="muted" role="status">
        Waiting for you to sign in…
      </p>
      {linkUrl ? (
        <p className="small">
          Browser did not open? <ExternalLink href={linkUrl}>Open the sign-in page</ExternalLink>
        </p>
      ) : null}
      <button type="button" className="button button-small" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
