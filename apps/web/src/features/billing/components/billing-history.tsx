import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { Invoice } from '../api/get-invoices';
import { toInvoiceRow } from '../utils/invoice-row';

interface BillingHistoryProps {
  /** The invoices; empty for a user who is not a payment-provider customer. */
  invoices: readonly Invoice[];
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
}

/** Billing History: one row per invoice with its date, amount, type, status and document. */
export function BillingHistory({
  invoices,
  loading = false,
  error = null,
  onRetry,
}: BillingHistoryProps) {
  let body;
  if (error) {
    body = (
      <Alert variant="error" className="billing-history__message">
        <p>{error.message}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  } else if (loading) {
    body = (
      <p className="billing-history__empty" role="status">
        <Spinner size="sm" /> Loading invoices...
      </p>
    );
  } else if (invoices.length === 0) {
    body = <p className="billing-history__empty">No billing history available</p>;
  } else {
    body = (
      <div
        className="billing-history__scroll"
        // Focusable so a keyboard can scroll the table sideways on a narrow screen.
        role="region"
        aria-label="Invoices"
        tabIndex={0}
      >
        <table className="billing-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Invoice</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => {
              const row = toInvoiceRow(invoice);
              return (
                <tr key={row.id}>
                  <td>{row.isoDate ? <time dateTime={row.isoDate}>{row.date}</time> : row.date}</td>
                  <td className="billing-table__amount">{row.amount}</td>
                  <td>{row.type}</td>
                  <td>
                    <Badge variant={row.paid ? 'success' : 'neutral'}>{row.status}</Badge>
                  </td>
                  <td>
                    {row.href ? (
                      <a href={row.href} target="_blank" rel="noopener noreferrer">
                        {row.linkLabel}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <span className="text-muted">{row.linkLabel}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card
      as="section"
      padded={false}
      className="billing-history"
      aria-labelledby="billing-history-title"
    >
      <h2 id="billing-history-title" className="card__title billing-history__title">
        Billing History
      </h2>
      {body}
    </Card>
  );
}
