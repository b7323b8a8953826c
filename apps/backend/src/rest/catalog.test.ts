import { describe, expect, it } from 'vitest';
import type { Queryable, QueryResult } from '../db/database';
import { Catalog } from './catalog';

/** A catalog connection that knows one function and one table, and counts its queries. */
function fakeCatalog() {
  const asked: string[] = [];
  const tx: Queryable = {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const name = String(params[0]);
      asked.push(name);
      let rows: unknown[] = [];
      if (sql.includes('pg_proc') && name === 'known_fn') {
        rows = [
          {
            name,
            volatile: false,
            returns_set: false,
            returns_void: false,
            return_kind: 'b',
            defaults: 0,
            args: [{ name: 'a', type: 'text' }],
            out_args: [],
            type_columns: [],
          },
        ];
      }
      if (sql.includes('pg_class') && name === 'known_table') {
        rows = [{ name, columns: [{ name: 'id', type: 'integer' }], primary_key: ['id'] }];
      }
      return { rows: rows as T[], rowCount: rows.length, fields: [] };
    },
    async exec() {},
  };
  return { tx, asked };
}

describe('Catalog', () => {
  it('keeps what exists and asks again for names it does not know, so client input cannot grow it', async () => {
    const catalog = new Catalog();
    const { tx, asked } = fakeCatalog();
    expect(await catalog.routine(tx, 'known_fn', () => true)).toHaveLength(1);
    expect(await catalog.routine(tx, 'known_fn', () => true)).toHaveLength(1);
    expect(asked.filter((n) => n === 'known_fn')).toHaveLength(1);

    for (let i = 0; i < 3; i += 1)
      expect(await catalog.routine(tx, 'random_name', () => true)).toEqual([]);
    expect(asked.filter((n) => n === 'random_name')).toHaveLength(3);
  });

  it('re-reads a relation when a column is missing from the cached entry', async () => {
    const catalog = new Catalog();
    const { tx, asked } = fakeCatalog();
    await catalog.relationWith(tx, 'known_table', ['id']);
    await catalog.relationWith(tx, 'known_table', ['id']);
    expect(asked).toHaveLength(1);
    await catalog.relationWith(tx, 'known_table', ['added_later']);
    expect(asked).toHaveLength(2);
    expect(await catalog.relationWith(tx, 'missing_table', [])).toBeNull();
  });
});
