import type { TestBackend } from '../support/harness';

type Json = Record<string, unknown>;

/** A small Figma /v1/files/:key/nodes answer: one screen with a title and a button-like box. */
export function smallDesign(title = 'Welcome'): Json {
  const solid = (r: number, g: number, b: number) => ({ type: 'SOLID', color: { r, g, b, a: 1 } });
  const screen = {
    id: '1:1',
    name: 'Sign In',
    type: 'FRAME',
    absoluteBoundingBox: { x: 0, y: 0, width: 360, height: 640 },
    layoutMode: 'VERTICAL',
    itemSpacing: 16,
    paddingLeft: 24,
    paddingRight: 24,
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

/** A 1x1 PNG, the smallest real preview. */
export const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface GenerateCall {
  status: number;
  body: Record<string, unknown>;
}

/** POST /functions/v1/generate as `token`, with an optional Idempotency-Key. */
export async function callGenerate(
  backend: TestBackend,
  token: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<GenerateCall> {
  const res = await fetch(`${backend.url}/functions/v1/generate`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function generateBody(name = 'Sign in screen', extra: Json = {}): Json {
  return { name, platform: 'android', figma: smallDesign(), ...extra };
}
