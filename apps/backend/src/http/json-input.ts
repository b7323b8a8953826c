/** Deeper than any document this product stores; Postgres's JSON parser gives up far below 5,000. */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface JsonChecks {
  maxDepth?: number;
  /** Also refuse text Postgres cannot store: NUL characters and unpaired surrogates. */
  text?: boolean;
}

function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'Text must not contain NUL characters';
  if (LONE_SURROGATE.test(s)) return 'Text must be valid Unicode';
  return null;
}

/**
 * Why a parsed JSON value would fail in the database instead of being stored or refused
 * cleanly, in words for the caller; null when it is fine. Walks without recursion, so a
 * hostile document cannot overflow the stack here either.
 */
export function jsonInputProblem(value: unknown, checks: JsonChecks = {}): string | null {
  const maxDepth = checks.maxDepth ?? MAX_JSON_DEPTH;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      const problem = checks.text ? textProblem(item) : null;
      if (problem) return problem;
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= maxDepth) return `JSON nested deeper than ${maxDepth} levels is not accepted`;
      if (Array.isArray(item)) {
        for (const child of item) stack.push([child, depth + 1]);
      } else {
        for (const [key, child] of Object.entries(item)) {
          stack.push([key, depth + 1], [child, depth + 1]);
        }
      }
    }
  }
  return null;
}
