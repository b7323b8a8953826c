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

/** A generation's name: what the history lists and searches (the column allows 1 to 200). */
export const GENERATION_NAME_MAX_LENGTH = 200;

export const GENERATION_MESSAGES = {
  nameRequired: 'Enter a name for the generation.',
  nameTooLong: `A generation name can be at most ${GENERATION_NAME_MAX_LENGTH} characters.`,
  notFound: 'This generation was not found. It may have been deleted already.',
  renamed: 'Generation renamed',
  deleted: 'Generation deleted',
  renameFailed: 'The generation could not be renamed',
  deleteFailed: 'The generation could not be deleted',
} as const;

/**
 * The name a rename stores: trimmed, inner runs of white space (tabs and line breaks included)
 * made one space, so a name always shows on one line as it was typed.
 */
export function normalizeGenerationName(name: string): string {
  return name.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/** Why a new name cannot be stored, in the product's words, or null when it can. */
export function generationNameError(name: string): string | null {
  const normalized = normalizeGenerationName(name);
  if (!normalized) return GENERATION_MESSAGES.nameRequired;
  if ([...normalized].length > GENERATION_NAME_MAX_LENGTH) return GENERATION_MESSAGES.nameTooLong;
  return null;
}
