import { Link } from 'react-router';
import { PLUGIN_AUTH_MESSAGES } from '@app/shared/plugin-link';
import { Alert } from '@/components/ui/alert';
import type { PluginLinkPhase } from '../hooks/use-plugin-link';
import { pluginAuthReturnPath, requestDebugInfo } from '../utils/plugin-auth-params';
import { CloseTabButton, LinkBusy } from './link-page-layout';

/** What /plugin-auth shows in each phase of the link (the plugin authentication page). */
export function PluginAuthView({ phase, search }: { phase: PluginLinkPhase; search: string }) {
  switch (phase.kind) {
    case 'invalid':
      return (
        <>
          <h1 className="link-card__title">Invalid Request</h1>
          <p className="link-card__text">{PLUGIN_AUTH_MESSAGES.invalidRequestPage}</p>
          <details className="link-card__debug">
            <summary>Debug information</summary>
            <p>{PLUGIN_AUTH_MESSAGES.invalidRequest}</p>
            <ul>
              {requestDebugInfo(search).map((p) => (
                <li key={p.name}>
                  {p.name}: {p.present ? 'present' : 'missing'}
                </li>
              ))}
            </ul>
          </details>
        </>
      );
    case 'sign-in': {
      const returnTo = encodeURIComponent(pluginAuthReturnPath(phase.request));
      return (
        <>
          <h1 className="link-card__title">Figma Plugin Authentication</h1>
          <p className="link-card__text">
            Sign in or create an account to connect the FrameToCode plugin.
          </p>
          <div className="link-card__actions">
            <Link className="btn btn--primary" to={`/login?return_to=${returnTo}`}>
              Sign In
            </Link>
            <Link className="btn btn--secondary" to={`/signup?return_to=${returnTo}`}>
              Create Account
            </Link>
          </div>
          <p className="link-card__note">
            After signing in you will be redirected to Figma to finish connecting the plugin.
          </p>
        </>
      );
    }
    case 'busy':
      return <LinkBusy text={phase.text} />;
    case 'done':
      return (
        <div role="status">
          <h1 className="link-card__title">Authentication Complete</h1>
          <p className="link-card__text">
            The FrameToCode plugin is signed in. This tab closes in a few seconds; you can return to
            Figma.
          </p>
          <CloseTabButton />
        </div>
      );
    case 'error':
      return (
        <>
          <h1 className="link-card__title">Authentication Error</h1>
          <Alert variant="error">{phase.message}</Alert>
          <div className="link-card__actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => window.location.reload()}
            >
              Try Again
            </button>
          </div>
        </>
      );
  }
}
