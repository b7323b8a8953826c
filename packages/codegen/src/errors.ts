/** Thrown when the input is not a Figma REST response or serialised node. */
export class FigmaInputError extends Error {
  override readonly name: string = 'FigmaInputError';
}

/** Thrown when the variables given are not Figma's local-variables response. */
export class VariablesInputError extends FigmaInputError {
  override readonly name = 'VariablesInputError';
}

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
