import { describe, expect, it } from 'vitest';
import { formatUsd, formatUsdCompact, parseInvoiceCreated } from './money';

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
