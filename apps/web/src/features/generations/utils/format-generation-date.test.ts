import { describe, expect, it } from 'vitest';
import { formatGenerationDate } from './format-generation-date';

describe('formatGenerationDate', () => {
  const utc = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

  it('shows the date and time of a generation', () => {
    expect(formatGenerationDate('2026-11-21T15:04:00Z', utc)).toBe('Nov 21, 2026, 3:04 PM');
  });

  it("formats in the visitor's time zone by default", () => {
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatGenerationDate('2026-11-21T15:04:00Z')).toBe(
      local.format(new Date('2026-11-21T15:04:00Z')),
    );
    expect(formatGenerationDate('not a date')).toBe('Unknown date');
  });

  it('says so when the timestamp cannot be read', () => {
    expect(formatGenerationDate('not a date', utc)).toBe('Unknown date');
  });
});
