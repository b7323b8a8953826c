import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAccountSessions } from '../api/get-account-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { lastActiveText, sessionTitle } from '../utils/session-label';
import '../styles/sessions.css';

interface SessionsCardProps {
  userId: string;
  /** Ends every session of the account (the auth layer's scope global), then leaves. */
  onSignOutEverywhere: () => Promise<void>;
}

/**
 * /account 'Sessions': where the account is signed in (browsers and the Figma plugin), with
 * the device and when each was last active; Sign out for any but this one, and Sign out
 * everywhere. The sidebar's Logout signs out this browser only.
 */
export function SessionsCard({ userId, onSignOutEverywhere }: SessionsCardProps) {
  const sessions = useAccountSessions(userId);
  const revoke = useRevokeSession(userId);
  const [everywhere, setEverywhere] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  async function signOutEverywhere() {
    setEverywhere({ busy: true, error: null });
    try {
      await onSignOutEverywhere();
    } catch (thrown) {
      setEverywhere({
        busy: false,
        error: `Nothing was signed out: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      });
    }
  }

  return (
    <Card as="section" className="sessions-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="card__title">
        Sessions
      </h2>
      <p className="text-muted account-card__intro">
        Where your account is signed in. Signing out of this browser leaves the Figma plugin and
        your other devices signed in; end any of them here.
      </p>
      {sessions.isPending ? <p className="text-muted">Loading...</p> : null}
      {sessions.isError ? (
        <Alert variant="error">
          {sessions.error.message}{' '}
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {sessions.isSuccess ? (
        <ul className="sessions" aria-label="Signed-in sessions">
          {sessions.data.sessions.map((s) => (
            <li key={s.id} className="sessions__item">
              <div className="sessions__who">
                <strong>{sessionTitle(s)}</strong>
                <span className="text-muted">
                  {s.kind === 'plugin' ? `${s.device} · ` : ''}
                  {lastActiveText(s)}
                </span>
                <span className="text-muted">
                  Signed in {new Date(s.signed_in_at).toLocaleDateString()}
                  {s.ip ? ` · IP ${s.ip}` : ''}
                </span>
              </div>
              {s.current ? (
                <Badge variant="success">Current</Badge>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={revoke.isPending && revoke.variables === s.id}
                  loadingText="Signing out..."
                  onClick={() => revoke.mutate(s.id)}
                  aria-label={`Sign out ${sessionTitle(s)}, last active ${new Date(s.last_active_at).toLocaleString()}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {sessions.isSuccess && sessions.data.total > sessions.data.sessions.length ? (
        <p className="text-muted account-card__intro">
          And {sessions.data.total - sessions.data.sessions.length} older sessions; Sign out
          everywhere ends them too.
        </p>
      ) : null}
      {revoke.isError ? <Alert variant="error">{revoke.error.message}</Alert> : null}
      {everywhere.error ? <Alert variant="error">{everywhere.error}</Alert> : null}
      <div className="sessions__actions">
        <Button
          variant="danger"
          loading={everywhere.busy}
          loadingText="Signing out..."
          onClick={() => void signOutEverywhere()}
        >
          Sign out everywhere
        </Button>
        <span className="text-muted sessions__note">
          Ends every session, this browser and the Figma plugin included.
        </span>
      </div>
    </Card>
  );
}
