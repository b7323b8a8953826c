import { createClient } from '@supabase/supabase-js';
import { smallDesign } from '@app/codegen/fixtures/small-design';
import { expect } from '../support/fixtures';
import type { E2eServer } from '../support/server';

/** A 1x1 PNG, the smallest real frame preview. */
export const PREVIEW_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The user's access token, from a password sign-in through supabase-js (as the plugin would hold). */
export async function accessToken(
  server: E2eServer,
  email: string,
  password: string,
): Promise<string> {
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session!.access_token;
}

/** POST /functions/v1/generate as the user, the way the Figma plugin calls it. */
export async function generateAs(
  server: E2eServer,
  token: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; files: { path: string; content: string }[] }> {
  const res = await fetch(`${server.url}/functions/v1/generate`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      name,
      platform: 'android',
      figma: smallDesign('Welcome back'),
      ...extra,
    }),
  });
  const body = (await res.json()) as {
    generation: { id: string };
    files: { path: string; content: string }[];
  };
  expect(res.status).toBe(200);
  return { id: body.generation.id, files: body.files };
}
