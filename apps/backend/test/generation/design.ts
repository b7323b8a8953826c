import { smallDesign } from '@app/codegen/fixtures/small-design';
import type { TestBackend } from '../support/harness';

type Json = Record<string, unknown>;

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

/** The Figma nodes answer of one frame around `children`. */
function frameOf(children: Json[], height: number): Json {
  const document = {
    id: '1:1',
    name: 'Screen',
    type: 'FRAME',
    absoluteBoundingBox: { x: 0, y: 0, width: 360, height },
    children,
  };
  return { name: 'Screen', nodes: { '1:1': { document, components: {}, styles: {} } } };
}

/**
 * A frame of `n` layers the generator cannot fold together: text rows in three columns, so
 * none become one drawable. Its time grows with n (about 0.8 s for 12,000 and 4 s for 60,000
 * on the two-core machines here).
 */
export function manyLayersDesign(n: number): Json {
  const children = Array.from({ length: n }, (_, i) => ({
    id: `2:${i}`,
    name: `Row ${i}`,
    type: 'TEXT',
    characters: `Row ${i}`,
    absoluteBoundingBox: { x: (i % 3) * 100, y: i * 10, width: 100, height: 10 },
    style: { fontFamily: 'Roboto', fontWeight: 400, fontSize: 8 },
  }));
  return frameOf(children, n * 10);
}

/** A frame with `layers` text layers of `kilobytes` KB each (a 45 MB one took about 2 GB of generator heap). */
export function textDesign(kilobytes: number, layers = 1): Json {
  return frameOf(
    Array.from({ length: layers }, (_, i) => ({
      id: `1:${i + 2}`,
      name: 'Text',
      type: 'TEXT',
      characters: 'a'.repeat(kilobytes * 1024),
      absoluteBoundingBox: { x: 0, y: i * 20, width: 300, height: 20 },
      style: { fontFamily: 'Roboto', fontWeight: 400, fontSize: 14 },
    })),
    800,
  );
}
