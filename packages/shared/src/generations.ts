/** Display helpers for generation rows (dashboard Recent Activity and Generation History). */

export type ChargeBadge = 'Charged' | 'Free';

/** The badge beside each generation: charged ones counted against paid usage. */
export function chargeBadgeLabel(charged: boolean | null | undefined): ChargeBadge {
  return charged ? 'Charged' : 'Free';
}

/**
 * A generation `type` as stored (e.g. 'full_screen', 'component') made readable:
 * separators become spaces and the first letter is capitalised. Blank reads 'Unknown'.
 */
export function generationTypeLabel(type: string | null | undefined): string {
  const words = (type ?? '').trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}
