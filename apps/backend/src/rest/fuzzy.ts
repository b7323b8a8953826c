/** Levenshtein similarity in [0, 1]: 1 for equal strings. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return 1 - previous[b.length]! / longest;
}

/**
 * The candidate closest to `wanted` with at least `minScore` similarity, for PostgREST's
 * "Perhaps you meant ..." hints (it uses 0.75 for names, 0.33 for parameter lists).
 */
export function closest(
  wanted: string,
  candidates: Iterable<string>,
  minScore: number,
): string | null {
  let best: string | null = null;
  let bestScore = minScore;
  // Very long input is never a typo of a catalog name; skip the quadratic work.
  if (wanted.length > 256) return null;
  for (const candidate of candidates) {
    const score = similarity(wanted.toLowerCase(), candidate.toLowerCase());
    if (score >= bestScore && score < 1) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
