import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatUsd, formatUsdCompact, parseInvoiceCreated } from './money';

// What money.ts writes by hand must read exactly as Intl's en-US dollars.
const intlFull = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

describe('the hand-written formatting against Intl', () => {
  const amounts = fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    fc.double({ noNaN: false }),
  );
  it('formatUsd reads as Intl for any amount', () => {
    fc.assert(
      fc.property(amounts, (cents) => formatUsd(cents) === intlFull.format(cents / 100)),
      { numRuns: 5000 },
    );
    for (const cents of [
      0,
      -0,
      1,
      -1,
      99,
      100,
      101,
      99999,
      100000,
      -123456,
      NaN,
      Infinity,
      0.5,
      12.5,
    ])
      expect(formatUsd(cents)).toBe(intlFull.format(cents / 100));
  });
  it('formatUsdCompact reads as Intl: whole dollars without decimals, the rest with', () => {
    const viaIntl = (cents: number) =>
      cents % 100 === 0 ? intlWhole.format(cents / 100) : intlFull.format(cents / 100);
    const wholeDollars = amounts.map((cents) => Math.trunc(cents / 100) * 100);
    fc.assert(
      fc.property(fc.oneof(amounts, wholeDollars), (c) => formatUsdCompact(c) === viaIntl(c)),
      { numRuns: 5000 },
    );
    for (const cents of [0, -0, 100, -100, 1200, 100000000, NaN])
      expect(formatUsdCompact(cents)).toBe(viaIntl(cents));
  });
  it('formatCount reads as toLocaleString', () => {
    fc.assert(
      fc.property(amounts, (n) => formatCount(n) === n.toLocaleString('en-US')),
      { numRuns: 5000 },
    );
    expect(formatCount(1000)).toBe('1,000');
  });
});

describe('formatUsd', () => {
  it.each([
    [1200, '$12.00'],
    [2000, '$20.00'],
    [40, '$0.40'],
    [0, '$0.00'],
    [123456, '$1,234.56'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe('formatUsdCompact', () => {
  it.each([
    [1200, '$12'],
    [10800, '$108'],
    [14400, '$144'],
    [2000, '$20'],
    [40, '$0.40'],
    [1250, '$12.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatUsdCompact(cents)).toBe(text);
  });
});

describe('parseInvoiceCreated', () => {
  it('reads Unix seconds', () => {
    expect(parseInvoiceCreated(1_700_000_000).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
  it('reads Unix seconds sent as a numeric string', () => {
    expect(parseInvoiceCreated('1700000000').toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
  it('reads an ISO date string', () => {
    expect(parseInvoiceCreated('2026-03-05T10:00:00Z').toISOString()).toBe(
      '2026-03-05T10:00:00.000Z',
    );
  });
  it('gives an invalid Date for garbage rather than throwing', () => {
    expect(Number.isNaN(parseInvoiceCreated('not a date').getTime())).toBe(true);
  });
});
