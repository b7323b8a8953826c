/** Generations per page of the Generation History. */
export const GENERATION_PAGE_SIZE = 50;

/** Zero-based inclusive row range of a one-based page, as range() takes it. */
export function pageRange(page: number, size = GENERATION_PAGE_SIZE): { from: number; to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * size;
  return { from, to: from + size - 1 };
}

/** At least one page, so an empty history still reads "page 1 of 1". */
export function pageCount(total: number, size = GENERATION_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page asked for in the URL (`?page=3`): a whole number from 1, anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d{1,7}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** "Showing 51–100 of 1,234": the rows a page holds, clamped to the total. */
export function pageSummary(page: number, total: number, size = GENERATION_PAGE_SIZE): string {
  if (total <= 0) return 'Showing 0 of 0';
  const { from, to } = pageRange(page, size);
  const first = Math.min(from + 1, total);
  const last = Math.min(to + 1, total);
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `Showing ${fmt(first)}–${fmt(last)} of ${fmt(total)}`;
}
