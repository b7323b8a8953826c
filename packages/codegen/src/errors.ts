/** An option the caller gave that cannot produce valid code (a bad package name, an unknown target). */
export class InvalidOptionError extends Error {
  override readonly name = 'InvalidOptionError';
}

/**
 * The generator failed on input it accepted (a bug, or a design it cannot
 * handle): a one-line message naming the stage, with the original error as `cause`.
 */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
}
