/**
 * supabase-js reports a non-2xx function answer as an error whose `context` is the
 * Response; the backend's functions put a readable text in its `error` field.
 */
export async function functionErrorMessage(error: unknown, fallback: string): Promise<string> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: fall through to the generic text.
    }
  }
  return fallback;
}
