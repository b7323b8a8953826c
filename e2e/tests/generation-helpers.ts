import { createClient } from '@supabase/supabase-js';
import { expect } from '../support/fixtures';
import type { E2eServer } from '../support/server';

/** A 1x1 PNG, the smallest real frame preview. */
export const PREVIEW_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A Figma /v1/files/:key/nodes answer with one screen: a title and a rounded panel. */
export function smallDesign(title: string) {
  const solid = (r: number, g: number, b: number) => ({ type: 'SOLID', color: { r, g, b, a: 1 } });
  const screen = {
    id: '1:1',
    name: 'Sign In',
    type: 'FRAME',
    absoluteBoundingBox: { x: 0, y: 0, width: 360, height: 640 },
    layoutMode: 'VERTICAL',
    itemSpacing: 16,
    paddingLeft: 24,
    fills: [solid(1, 1, 1)],
    children: [
      {
        id: '1:2',
        name: 'Title',
        type: 'TEXT',
        characters: title,
        absoluteBoundingBox: { x: 24, y: 24, width: 312, height: 32 },
        style: {
          fontFamily: 'Roboto',
          fontWeight: 700,
          fontSize: 24,
          lineHeightPx: 32,
          lineHeightUnit: 'PIXELS',
        },
        fills: [solid(0.1, 0.1, 0.12)],
      },
      {
        id: '1:3',
        name: 'Panel',
        type: 'RECTANGLE',
        absoluteBoundingBox: { x: 24, y: 72, width: 312, height: 48 },
        fills: [solid(0.4, 0.3, 0.9)],
        cornerRadius: 12,
      },
    ],
  };
  return {
    name: 'Sign In',
    nodes: { '1:1': { document: screen, components: {}, componentSets: {}, styles: {} } },
  };
}

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
