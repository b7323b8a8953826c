import { HISTORY_PAGE_SIZE } from '@app/shared/generation-history';

/** At least one page, so an empty history still reads "Page 1 of 1". */
export function pageCount(total: number, size = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page number the address shows (`?page=3`), for "Page 3 of 20" only: the rows come from
 * the cursor. A whole number from 1; anything else is page 1.
 */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d{1,7}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** "Showing 51–100 of 1,234": the generations a page holds, clamped to the total. */
export function pageSummary(page: number, total: number, size = HISTORY_PAGE_SIZE): string {
  if (total <= 0) return 'Showing 0 of 0';
  const first = Math.min((Math.max(1, page) - 1) * size + 1, total);
  const last = Math.min(Math.max(1, page) * size, total);
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `Showing ${fmt(first)}–${fmt(last)} of ${fmt(total)}`;
}
