import { describe, expect, it } from 'vitest';
import {
  GENERATION_PAGE_SIZE,
  pageCount,
  pageRange,
  pageSummary,
  parsePageParam,
} from './pagination';

describe('generation history pagination', () => {
  it('reads pages of 50 rows', () => {
    expect(GENERATION_PAGE_SIZE).toBe(50);
    expect(pageRange(1)).toEqual({ from: 0, to: 49 });
    expect(pageRange(3)).toEqual({ from: 100, to: 149 });
  });

  it('treats page numbers below 1 as the first page', () => {
    expect(pageRange(0)).toEqual({ from: 0, to: 49 });
    expect(pageRange(-4)).toEqual({ from: 0, to: 49 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(10_000)).toBe(200);
  });

  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999', 1],
  ])('page param %j → %d', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });

  it('summarises the rows a page shows', () => {
    expect(pageSummary(1, 0)).toBe('Showing 0 of 0');
    expect(pageSummary(1, 7)).toBe('Showing 1–7 of 7');
    expect(pageSummary(2, 1234)).toBe('Showing 51–100 of 1,234');
    expect(pageSummary(25, 1234)).toBe('Showing 1,201–1,234 of 1,234');
  });
});
