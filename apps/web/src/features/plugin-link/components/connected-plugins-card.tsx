import '../styles/plugin-link.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePluginSessions, useRevokePluginSession } from '../api/get-plugin-sessions';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /account 'Connected plugins': each plugin session, when linked and last used, and Revoke. */
export function ConnectedPluginsCard({ userId }: { userId: string }) {
  const sessions = usePluginSessions(userId);
  const revoke = useRevokePluginSession(userId);
  return (
    <Card as="section" aria-labelledby="connected-plugins-title">
      <h2 id="connected-plugins-title" className="card__title">
        Connected plugins
      </h2>
      {sessions.isPending ? (
        <p className="text-muted">Loading...</p>
      ) : sessions.isError ? (
        <Alert variant="error">
          Could not load your connected plugins. Please reload the page.
        </Alert>
      ) : sessions.data.length === 0 ? (
        <p className="text-muted">No plugin is signed in to your account.</p>
      ) : (
        <ul className="plugin-sessions">
          {sessions.data.map((s, i) => (
            <li key={s.session_id} className="plugin-sessions__item">
              <div>
                <strong>Figma plugin {sessions.data.length - i}</strong>
                <span className="text-muted">Linked {when(s.linked_at)}</span>
                <span className="text-muted">Last used {when(s.last_used_at)}</span>
              </div>
              <Button
                variant="danger"
                size="sm"
                loading={revoke.isPending && revoke.variables === s.session_id}
                loadingText="Revoking..."
                onClick={() => revoke.mutate(s.session_id)}
                aria-label={`Revoke Figma plugin ${sessions.data.length - i}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isError ? <Alert variant="error">{revoke.error.message}</Alert> : null}
    </Card>
  );
}
