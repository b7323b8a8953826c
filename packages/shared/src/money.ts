/**
 * Amounts are stored and sent in cents and shown as US dollars.
 * Formatting is pinned to en-US so the web app and the backend's emails agree
 * whatever the visitor's or the server's locale.
 *
 * Whole cents are written out by hand, the same text as Intl.NumberFormat's en-US dollars (a
 * test holds them equal): building an Intl formatter costs about 15 ms of main thread the
 * first time (its locale data), and plans.ts formats prices when it is imported, which the
 * dashboard does. Anything else (a fraction of a cent, -0, NaN, amounts past 15
 * digits) goes through Intl, made on first use.
 */
let full: Intl.NumberFormat | undefined;
let whole: Intl.NumberFormat | undefined;
const intlFull = () =>
  (full ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const intlWhole = () =>
  (whole ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }));

/** A whole number with en-US thousands separators: 1000 → '1,000' (as toLocaleString('en-US')). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/** Up to this many cents, cents / 100 is exactly the decimal Intl would print (15 digits). */
const EXACT_CENTS = 1e15;

function dollars(cents: number, withCents: boolean): string | null {
  if (!Number.isInteger(cents) || Math.abs(cents) >= EXACT_CENTS || Object.is(cents, -0))
    return null;
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const text = `$${formatCount((abs - rest) / 100)}${withCents ? `.${String(rest).padStart(2, '0')}` : ''}`;
  return cents < 0 ? `-${text}` : text;
}

/** Always two decimals, as on invoices and in billing history: 1200 → '$12.00'. */
export function formatUsd(cents: number): string {
  return dollars(cents, true) ?? intlFull().format(cents / 100);
}

/**
 * The pricing-card form: whole dollars drop the decimals (1200 → '$12', 10800 → '$108'),
 * anything with cents keeps them (40 → '$0.40'), so no price is ever rounded.
 */
export function formatUsdCompact(cents: number): string {
  return cents % 100 === 0
    ? (dollars(cents, false) ?? intlWhole().format(cents / 100))
    : formatUsd(cents);
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
