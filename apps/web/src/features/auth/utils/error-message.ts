/** The text of something thrown, for the rare call that throws instead of returning an error. */
export function errorMessage(thrown: unknown): string {
  return thrown instanceof Error && thrown.message
    ? thrown.message
    : 'An unexpected error occurred';
}
