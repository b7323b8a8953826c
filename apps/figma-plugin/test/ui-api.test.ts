import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_MESSAGES } from '@app/shared/generate';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import {
  generateBody,
  PluginApiError,
  requestGeneration,
  SERVER_ERROR_MESSAGE,
  SIGNED_OUT_MESSAGE,
} from '../src/ui/api';
import { anonKeyFromRuntimeConfig, resolveApiOrigin } from '../src/ui/origin';
import { appPackageError } from '../src/ui/app-package';
import type { ExportPayload } from '../src/messaging';

describe('where the UI finds the server', () => {
  const built = 'http://localhost:3000';
  const figmaFrame = { search: '', origin: 'null', protocol: 'data:' };
  it('uses the built-in origin inside Figma (a null origin)', () => {
    expect(resolveApiOrigin(figmaFrame, built)).toBe(built);
  });
  it('prefers ?api=, then the host page’s global, then its own http origin', () => {
    const served = {
      search: '?api=http://127.0.0.1:4321/ignored/path',
      origin: 'http://127.0.0.1:9999',
      protocol: 'http:',
    };
    expect(resolveApiOrigin(served, built, 'http://127.0.0.1:5555')).toBe('http://127.0.0.1:4321');
    expect(resolveApiOrigin({ ...served, search: '' }, built, 'http://127.0.0.1:5555')).toBe(
      'http://127.0.0.1:5555',
    );
    expect(resolveApiOrigin({ ...served, search: '' }, built)).toBe('http://127.0.0.1:9999');
  });
  it('ignores an override that is not an http(s) origin', () => {
    expect(
      resolveApiOrigin({ ...figmaFrame, search: '?api=javascript:alert(1)' }, built, 'ftp://x'),
    ).toBe(built);
  });
  it('reads the anon key from /runtime-config.js', () => {
    expect(
      anonKeyFromRuntimeConfig('window.__APP_CONFIG__ = {"anonKey":"eyJ.a.b","flags":{}};\n'),
    ).toBe('eyJ.a.b');
    expect(anonKeyFromRuntimeConfig('<!doctype html>')).toBeNull();
    expect(anonKeyFromRuntimeConfig('window.x = {"anonKey":""};')).toBeNull();
  });
});

describe('the generate request', () => {
  it('sends the export as the generate function reads it, binary data as base64', () => {
    const payload: ExportPayload = {
      name: '  ',
      nodeId: '1:2',
      figma: { name: 'File', nodes: { '1:2': { document: { id: '1:2' } } } },
      assets: { '1:3': { svg: '<svg/>' }, hash: { png: new Uint8Array([137, 80, 78, 71]) } },
      preview: new Uint8Array([137, 80, 78, 71, 13]),
      variables: {
        status: 200,
        error: false,
        meta: { variables: { V1: { name: 'Schemes/Primary' } }, variableCollections: {} },
      },
      styles: { name: 'Local styles', nodes: {} },
      notes: ['left out'],
      stats: { nodes: 1, svgs: 1, images: 1, variables: 1, styles: 0, bytes: 10 },
    };
    expect(JSON.parse(generateBody(payload, 'com.acme.shop'))).toEqual({
      name: 'Untitled frame',
      platform: 'android',
      figma: payload.figma,
      nodeId: '1:2',
      variables: payload.variables,
      styles: payload.styles,
      assets: { '1:3': { svg: '<svg/>' }, hash: { png: 'iVBORw==' } },
      preview: 'iVBORw0=',
      options: { packageName: 'com.acme.shop.ui', resourcePackage: 'com.acme.shop' },
    });
  });

  let server: Server;
  let origin = '';
  const seen: { key: string | undefined; auth: string | undefined }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ key: req.headers['idempotency-key'] as string, auth: req.headers.authorization });
      const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
      res.writeHead(status, { 'content-type': 'application/json' });
      const bodies: Record<number, unknown> = {
        200: {
          generation: { id: 'g1' },
          files: [],
          warnings: [],
          usage: { used: 1, allowance: 10, additional: 0, remaining: 9 },
        },
        // The functions' one error shape: { code, error }.
        401: { code: 'unauthorized', error: 'Sign in to generate code.' },
        402: {
          code: 'generation_limit_reached',
          error: GENERATE_MESSAGES.limitReached,
          usage: { used: 10, allowance: 10, additional: 0, remaining: 0 },
        },
        422: { code: 'invalid_request', error: 'Input is not Figma JSON.' },
        500: { code: 'internal_error', error: 'Something went wrong' },
      };
      res.end(JSON.stringify(bodies[status]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The test server reads the status to answer from the query string.
  const call = (status: number) =>
    requestGeneration(origin, { authorization: 'Bearer t' }, '{}', 'key-1', (url, init) =>
      fetch(`${String(url)}?status=${status}`, init),
    );
  const failure = async (status: number) => {
    const err = await call(status).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PluginApiError);
    return { kind: (err as PluginApiError).kind, message: (err as PluginApiError).message };
  };

  it('answers with the files and usage, sending the bearer and the idempotency key', async () => {
    const answer = await call(200);
    expect(answer.usage.remaining).toBe(9);
    expect(seen.at(-1)).toEqual({ key: 'key-1', auth: 'Bearer t' });
  });
  it('401 asks to sign in again', async () => {
    expect(await failure(401)).toEqual({ kind: 'signed-out', message: SIGNED_OUT_MESSAGE });
  });
  it('402 passes on the server’s words about the limit', async () => {
    expect(await failure(402)).toEqual({ kind: 'limit', message: GENERATE_MESSAGES.limitReached });
  });
  it('402 carries the usage it was sent with, so the account line shows none left', async () => {
    const err = await call(402).catch((e: unknown) => e);
    expect((err as PluginApiError).usage).toEqual({
      used: 10,
      allowance: 10,
      additional: 0,
      remaining: 0,
    });
  });
  it('another refusal shows the server’s message', async () => {
    expect(await failure(422)).toEqual({ kind: 'refused', message: 'Input is not Figma JSON.' });
  });
  it('a server error says so, without its details', async () => {
    expect(await failure(500)).toEqual({ kind: 'server', message: SERVER_ERROR_MESSAGE });
  });
  it('a server that cannot be reached reads as offline', async () => {
    const err = await requestGeneration('http://127.0.0.1:1', {}, '{}', 'k').catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ kind: 'offline', message: NETWORK_ERROR_MESSAGE });
  });
});

describe('the app package', () => {
  it.each(['com.acme.shop', 'io.github.ada_l', 'a.b'])('accepts %s', (p) => {
    expect(appPackageError(p)).toBeNull();
  });
  it.each([
    'shop',
    'Com.Acme',
    'com..acme',
    'com.acme.',
    'com.class.app',
    '1com.acme',
    'com.acme-shop',
  ])('refuses %s', (p) => {
    expect(appPackageError(p)).toBe(
      'Enter your app’s package in lower case with at least two parts, such as com.acme.shop.',
    );
  });
});
