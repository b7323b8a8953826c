import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from './file-store';
import { ObjectTooLarge } from './object-store';

async function text(store: FileStore, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.read('b', name)).body as Readable) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('FileStore.write', () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    store = new FileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores bytes in hand and a stream alike, and says how big each is', async () => {
    const bytes = await store.write('b', 'u/one.txt', new TextEncoder().encode('one'), {
      contentType: 'text/plain',
    });
    const streamed = await store.write('b', 'u/two.txt', Readable.from([Buffer.from('two!')]), {
      contentType: 'text/plain',
    });
    expect(bytes.size).toBe(3);
    expect(streamed.size).toBe(4);
    expect(await text(store, 'u/one.txt')).toBe('one');
    expect(await text(store, 'u/two.txt')).toBe('two!');
  });

  it('refuses bytes past maxBytes, keeping what was there and leaving no temporary file', async () => {
    await store.write('b', 'u/kept.txt', new TextEncoder().encode('kept'), {
      contentType: 'text/plain',
    });
    for (const body of [new Uint8Array(11), Readable.from([Buffer.alloc(11)])]) {
      await expect(
        store.write('b', 'u/kept.txt', body, { contentType: 'text/plain', maxBytes: 10 }),
      ).rejects.toBeInstanceOf(ObjectTooLarge);
    }
    expect(await text(store, 'u/kept.txt')).toBe('kept');
    expect((await readdir(path.join(root, 'b', 'u'))).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});
