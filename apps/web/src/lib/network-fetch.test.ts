import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import { functionErrorMessage } from './function-error';
import { NETWORK_ERROR_STATUS, NetworkError, withNetworkErrors } from './network-fetch';

/** A fetch that fails the way a browser's does when the network is down. */
const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

const client = createClient('http://127.0.0.1:9', 'anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: withNetworkErrors(offline) },
});

describe('withNetworkErrors: the supabase client words a network failure once, for every call', () => {
  it('gives sign-in the product text instead of the browser exception', async () => {
    const { error } = await client.auth.signInWithPassword({
      email: 'a@example.com',
      password: 'x',
    });
    expect(error?.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('gives a function call the product text through functionErrorMessage', async () => {
    const { error } = await client.functions.invoke('feedback', { body: { rating: 5 } });
    expect(await functionErrorMessage(error, 'An unexpected error occurred')).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('gives a table write the product text as its error message', async () => {
    const { error } = await client.from('contact_requests').insert({ email: 'a@example.com' });
    expect(error?.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('fails a table read at once instead of the table client retrying for seconds', async () => {
    let calls = 0;
    const counting = createClient('http://127.0.0.1:9', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: {
        fetch: withNetworkErrors((...args) => {
          calls += 1;
          return offline(...args);
        }),
      },
    });
    const { error, status } = await counting.from('generations').select('id');
    expect(error?.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(status).toBe(NETWORK_ERROR_STATUS);
    // One attempt, then the answer: not three more over the table client's 1 + 2 + 4 s back-off.
    expect(calls).toBe(1);
  });

  it('passes answers and aborts through unchanged', async () => {
    const answered = withNetworkErrors(() => Promise.resolve(new Response('ok', { status: 418 })));
    expect((await answered('http://x/rest/v1/t')).status).toBe(418);
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const aborted = withNetworkErrors(() => Promise.reject(abort));
    await expect(aborted('http://x/auth/v1/token')).rejects.toBe(abort);
    await expect(withNetworkErrors(offline)('http://x/auth/v1/token')).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
