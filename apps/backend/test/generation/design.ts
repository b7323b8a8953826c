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
