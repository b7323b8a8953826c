import { useState } from 'react';
import type { AccountSummary } from '../api';

type Connecting =
  | { state: 'idle' }
  | { state: 'opening' }
  | { state: 'opened' }
  | { state: 'failed'; message: string };

/** The connected Figma account, or a way to connect one from the plugin (it opens the browser). */
function FigmaLine({
  handle,
  onConnect,
  onCheckAgain,
}: {
  handle: string | null;
  onConnect: () => Promise<void>;
  onCheckAgain: () => Promise<void>;
}) {
  const [connecting, setConnecting] = useState<Connecting>({ state: 'idle' });
  if (handle) return <p className="small muted">Figma account: {handle}</p>;
  async function connect() {
    setConnecting({ state: 'opening' });
    try {
      await onConnect();
      setConnecting({ state: 'opened' });
    } catch (err) {
      setConnecting({ state: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  }
  return (
    <div className="small">
      {connecting.state === 'opened' ? (
        <p className="muted" role="status">
          Allow FrameToCode in the browser tab, then{' '}
          <button type="button" className="link-button" onClick={() => void onCheckAgain()}>
            check again
          </button>
          .
        </p>
      ) : (
        <p className="muted">
          No Figma account is connected.{' '}
          <button
            type="button"
            className="link-button"
            disabled={connecting.state === 'opening'}
            onClick={() => void connect()}
          >
            Connect Figma account
          </button>
        </p>
      )}
      {connecting.state === 'failed' ? (
        <p role="alert" className="notice-inline">
          {connecting.message}
        </p>
      ) : null}
    </div>
  );
}

/** The signed-in account: email, plan, the generations left, and the connected Figma account. */
export function AccountCard({
  email,
  account,
  error,
  onConnectFigma,
  onCheckAgain,
}: {
  email: string;
  account: AccountSummary | null;
  error?: string | undefined;
  onConnectFigma: () => Promise<void>;
  onCheckAgain: () => Promise<void>;
}) {
  return (
    <section className="account" aria-label="Account">
      <p className="account-email">{email}</p>
      {account ? (
        <>
          <p className="account-usage">
            <span className="badge">{account.plan}</span>{' '}
            <span data-testid="remaining">
              {account.remaining} of {account.total} generations left
            </span>
          </p>
          <FigmaLine
            handle={account.figmaHandle}
            onConnect={onConnectFigma}
            onCheckAgain={onCheckAgain}
          />
        </>
      ) : error ? (
        <p className="small notice-inline">Your plan could not be loaded: {error}</p>
      ) : (
        <p className="muted small">Loading your plan…</p>
      )}
    </section>
  );
}
