import { expect } from 'vitest';
import type { TestBackend } from '../support/harness';

export const PASSWORD = 'Correct-Horse-9';

/** Opens a link the way a browser's first request does, without following the redirect. */
export async function openLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect([302, 303]).toContain(res.status);
  const location = res.headers.get('location');
  expect(location).toBeTruthy();
  return new URL(location!);
}

export function hashParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/** Signs up through supabase-js and confirms through the link in the dev mailbox. */
export async function confirmedUser(
  backend: TestBackend,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const { error } = await backend.anonClient().auth.signUp({ email, password });
  expect(error).toBeNull();
  const landing = await openLink(await backend.linkInLatestMail(email, '/auth/v1/verify'));
  expect(hashParams(landing).get('access_token')).toBeTruthy();
}

/** A raw call to the auth API with the anon key, for shapes supabase-js does not show. */
export function authFetch(
  backend: TestBackend,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers });
}
