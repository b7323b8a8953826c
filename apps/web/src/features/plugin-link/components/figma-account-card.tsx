import '../styles/plugin-link.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { useDisconnectFigma, useFigmaAccount } from '../api/get-figma-account';
import { connectFigmaPath } from '../utils/connect-figma-path';

/** /account 'Figma account': the connected Figma user, Disconnect; or a way to connect one. */
export function FigmaAccountCard({
  userId,
  sessionId,
}: {
  userId: string;
  sessionId: string | null;
}) {
  const account = useFigmaAccount(userId);
  const disconnect = useDisconnectFigma(userId);
  return (
    <Card as="section" aria-labelledby="figma-account-title">
      <h2 id="figma-account-title" className="card__title">
        Figma account
      </h2>
      {account.isPending ? (
        <p className="text-muted">Loading...</p>
      ) : account.isError ? (
        <Alert variant="error">Could not load your Figma account. Please reload the page.</Alert>
      ) : account.data ? (
        <div className="figma-account">
          {account.data.img_url ? (
            <img
              className="figma-account__avatar"
              src={account.data.img_url}
              alt=""
              width={40}
              height={40}
            />
          ) : null}
          <div className="figma-account__who">
            <strong>{account.data.handle}</strong>
            {account.data.email ? <span className="text-muted">{account.data.email}</span> : null}
            <span className="text-muted">
              Connected {new Date(account.data.connected_at).toLocaleDateString()}
            </span>
          </div>
          <Button
            variant="secondary"
            loading={disconnect.isPending}
            loadingText="Disconnecting..."
            onClick={() => disconnect.mutate()}
          >
            Disconnect
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted account-card__intro">
            No Figma account is connected. The plugin connects one when you sign in from Figma.
          </p>
          <LinkButton to={connectFigmaPath(sessionId)} variant="secondary">
            Connect Figma
          </LinkButton>
        </>
      )}
      {disconnect.isError ? <Alert variant="error">{disconnect.error.message}</Alert> : null}
    </Card>
  );
}
