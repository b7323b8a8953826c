import type { AccountSummary } from '../api';

/** The signed-in account: email, plan and the generations left. */
export function AccountCard({
  email,
  account,
  error,
}: {
  email: string;
  account: AccountSummary | null;
  error?: string | undefined;
}) {
  return (
    <section className="account" aria-label="Account">
      <p className="account-email">{email}</p>
      {account ? (
        <p className="account-usage">
          <span className="badge">{account.plan}</span>{' '}
          <span data-testid="remaining">
            {account.remaining} of {account.total} generations left
          </span>
        </p>
      ) : error ? (
        <p className="small notice-inline">Your plan could not be loaded: {error}</p>
      ) : (
        <p className="muted small">Loading your plan…</p>
      )}
    </section>
  );
}
