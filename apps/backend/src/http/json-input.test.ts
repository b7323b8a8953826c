import { describe, expect, it } from 'vitest';
import { jsonInputProblem } from './json-input';

const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe('jsonInputProblem', () => {
  it('accepts ordinary documents and nesting up to the limit', () => {
    expect(jsonInputProblem({ a: [1, { b: 'text' }] })).toBeNull();
    expect(jsonInputProblem(nested(64))).toBeNull();
  });

  it('refuses nesting past the limit without overflowing the stack, at any depth', () => {
    expect(jsonInputProblem(nested(65))).toBe('JSON nested deeper than 64 levels is not accepted');
    expect(jsonInputProblem(nested(100_000))).toBe(
      'JSON nested deeper than 64 levels is not accepted',
    );
    expect(jsonInputProblem(nested(33), { maxDepth: 32 })).toBe(
      'JSON nested deeper than 32 levels is not accepted',
    );
  });

  it('refuses text Postgres cannot store only when asked to', () => {
    expect(jsonInputProblem({ comments: 'a\u0000b' })).toBeNull();
    expect(jsonInputProblem({ comments: 'a\u0000b' }, { text: true })).toBe(
      'Text must not contain NUL characters',
    );
    expect(jsonInputProblem({ 'k\u0000': 1 }, { text: true })).toBe(
      'Text must not contain NUL characters',
    );
    expect(jsonInputProblem(['x\ud800y'], { text: true })).toBe('Text must be valid Unicode');
    expect(jsonInputProblem(['\ud83d\ude00'], { text: true })).toBeNull();
  });
});
