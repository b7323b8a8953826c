/**
 * Amounts are stored and sent in cents (spec section 9) and shown as US dollars.
 * Formatting is pinned to en-US so the web app and the backend's emails agree
 * whatever the visitor's or the server's locale.
 */
const FULL = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Always two decimals, as on invoices and in billing history: 1200 → '$12.00'. */
export function formatUsd(cents: number): string {
  return FULL.format(cents / 100);
}

/**
 * The pricing-card form: whole dollars drop the decimals (1200 → '$12', 10800 → '$108'),
 * anything with cents keeps them (40 → '$0.40'), so no price is ever rounded.
 */
export function formatUsdCompact(cents: number): string {
  return cents % 100 === 0 ? WHOLE.format(cents / 100) : FULL.format(cents / 100);
}

/**
 * An invoice's `created` arrives either as a date string or as Unix seconds
 * (the payment provider's native form); both become a Date.
 */
export function parseInvoiceCreated(created: string | number): Date {
  if (typeof created === 'number') return new Date(created * 1000);
  const trimmed = created.trim();
  // Some serialisers turn the seconds into a numeric string; treat it as seconds too.
  if (/^\d+$/.test(trimmed)) return new Date(Number(trimmed) * 1000);
  return new Date(trimmed);
}
