import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';

/** The status of the stand-in answer to a table call that never got one (not retried by the table client). */
export const NETWORK_ERROR_STATUS = 504;

/** A request that never got an answer: offline, DNS failure, connection refused or blocked. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

function isAbort(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'AbortError' || code === 'ABORT_ERR';
}

/**
 * The fetch the supabase client uses: the one place where a network failure gets the
 * product's words, whatever part of the client made the call.
 *
 * - auth and storage calls: the failure is rethrown as a NetworkError, whose message the
 *   client passes on as its error's message;
 * - functions: the client reports 'Failed to send a request' with the NetworkError as the
 *   error's context, which functionErrorMessage reads;
 * - table calls: the client would report `${name}: ${message}` with a stack trace in the
 *   details, so they get an answer in PostgREST's error shape instead, with status 504. The
 *   table client retries a read that failed to fetch or got 503 three times over 7 s; an
 *   unreachable server is not a passing hiccup, so the page says so at once and offers its
 *   own Try again (and refetches when the browser is back online).
 *
 * An aborted request (a timeout or a cancelled query) stays an abort.
 */
export function withNetworkErrors(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url, 'http://base.invalid').pathname.startsWith('/rest/v1/')) {
        return Response.json(
          { code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, details: null, hint: null },
          { status: NETWORK_ERROR_STATUS, statusText: 'Network error' },
        );
      }
      throw new NetworkError(error);
    }
  };
}
