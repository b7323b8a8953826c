import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './pglite-database';

describe('openPgliteDatabase', () => {
  it('keeps a small buffer pool (16MB, not the 128MB default that dominated an idle server) unless told otherwise', async () => {
    const small = await openPgliteDatabase(null);
    expect(
      (await small.query<{ s: string }>("select current_setting('shared_buffers') as s")).rows[0]
        ?.s,
    ).toBe('16MB');
    await small.close();
    const large = await openPgliteDatabase(null, '64MB');
    expect(
      (await large.query<{ s: string }>("select current_setting('shared_buffers') as s")).rows[0]
        ?.s,
    ).toBe('64MB');
    await large.close();
    await expect(openPgliteDatabase(null, 'lots')).rejects.toThrow(
      'PGLITE_SHARED_BUFFERS must be a size such as 16MB',
    );
  }, 120_000);
});
