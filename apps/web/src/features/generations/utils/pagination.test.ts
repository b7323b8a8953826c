import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '@app/shared/generation-history';
import { pageCount, pageSummary, parsePageParam } from './pagination';

describe('generation history pages', () => {
  it('holds 50 generations a page, and there is always a first page', () => {
    expect(HISTORY_PAGE_SIZE).toBe(50);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(1000)).toBe(20);
  });

  it('reads the page number from the address, anything odd as page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', 'two', '1e3', '99999999']) {
      expect(parsePageParam(bad), String(bad)).toBe(1);
    }
  });

  it('says which generations a page holds', () => {
    expect(pageSummary(1, 120)).toBe('Showing 1–50 of 120');
    expect(pageSummary(3, 120)).toBe('Showing 101–120 of 120');
    expect(pageSummary(200, 10_000)).toBe('Showing 9,951–10,000 of 10,000');
    expect(pageSummary(1, 0)).toBe('Showing 0 of 0');
  });
});
