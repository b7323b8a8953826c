import { NetworkError } from './network-fetch';

/**
 * supabase-js reports a non-2xx function answer as an error whose `context` is the
 * Response; every failure of the backend's functions is `{ code, error }`, `error` being the
 * text to show. A gateway in front of the functions (the hosted service's) answers
 * `{ code, message }` instead, so `message` is read next. A request that never got an
 * answer has the supabase client's NetworkError as its context.
 */
export async function functionErrorMessage(error: unknown, fallback: string): Promise<string> {
  // The request never reached the function: the fetch wrapper's words, not the fallback.
  const network = networkFailure(error);
  if (network) return network.message;
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

/** The NetworkError behind a function call's error, if the call never got an answer. */
export function networkFailure(error: unknown): NetworkError | null {
  if (error instanceof NetworkError) return error;
  const context = (error as { context?: unknown } | null)?.context;
  return context instanceof NetworkError ? context : null;
}
