import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { knowsTableNames } from './names';
import { parseRead, planRead, type ReadRequest } from './read-plan';
import { buildSnapshot, type SchemaSnapshot } from './schema-cache';

const col = (name: string, type = 'text') => ({ name, type, default: null });

/** Two tables of `public`, posts referencing authors, as the catalog queries would answer. */
function snapshot(): SchemaSnapshot {
  const authors = { oid: 100, schema: 'public', name: 'authors' };
  const posts = { oid: 200, schema: 'public', name: 'posts' };
  return buildSnapshot({
    schema: 'public',
    relations: [
      {
        name: 'authors',
        columns: [col('id', 'integer'), col('name')],
        primary_key: ['id'],
        computed: [],
      },
      {
        name: 'posts',
        columns: [col('id', 'integer'), col('author_id', 'integer'), col('title')],
        primary_key: ['id'],
        computed: [],
      },
    ],
    routines: [],
    routineNames: [],
    graph: {
      foreign_keys: [
        {
          name: 'posts_author_id_fkey',
          table_oid: posts.oid,
          table_schema: 'public',
          table_name: 'posts',
          foreign_oid: authors.oid,
          foreign_schema: 'public',
          foreign_name: 'authors',
          columns: [[2, 'author_id']],
          foreign_columns: [[1, 'id']],
          unique: false,
        },
      ],
      primary_keys: [
        { ...authors, columns: [[1, 'id']] },
        { ...posts, columns: [[1, 'id']] },
      ],
      views: [],
      computed: [],
    },
  });
}

/** A GET as supabase-js sends it, with `headers` by lower-case name. */
function request(query: string, headers: Record<string, string> = {}): ReadRequest {
  return {
    method: 'GET',
    pairs: [...new URLSearchParams(query)],
    header: (name) => headers[name.toLowerCase()],
    aggregates: false,
    planEnabled: false,
  };
}

const plan = (schema: SchemaSnapshot, table: string, query: string, headers = {}) =>
  planRead(schema, table, parseRead(request(query, headers)));

function restError(fn: () => unknown): RestError {
  try {
    fn();
  } catch (err) {
    if (err instanceof RestError) return err;
    throw err;
  }
  throw new Error('expected a RestError');
}

describe('read planner', () => {
  it('plans a read from the snapshot alone, values as literals, the same plan every time', () => {
    const schema = snapshot();
    const first = plan(schema, 'authors', "select=id,name&name=eq.O'Brien&order=id&limit=5");
    expect(first.values).toEqual([]);
    expect(first.sql).toContain('from "public"."authors" as _t');
    expect(first.sql).toContain(`_t."name" = 'O''Brien'`);
    expect(first.plannedCount).toBeNull();
    expect(first.explain).toBeNull();
    expect(plan(schema, 'authors', "select=id,name&name=eq.O'Brien&order=id&limit=5").sql).toBe(
      first.sql,
    );
  });

  it('plans an embedded select through the relationship the snapshot holds, still without bind parameters', () => {
    const read = plan(snapshot(), 'authors', 'select=id,posts(id,title)&posts.order=id');
    expect(read.values).toEqual([]);
    expect(read.sql).toContain('from "public"."posts" as _t1');
    expect(read.sql).toContain('_t1."author_id" = _t."id"');
  });

  it('sends a value no literal can carry as a bind parameter', () => {
    const read = plan(snapshot(), 'authors', `select=id&name=eq.${encodeURIComponent('a\0b')}`);
    expect(read.values).toEqual(['a\0b']);
    expect(read.sql).toContain('_t."name" = $1');
  });

  it('plans count=planned as the statement whose estimate is the total', () => {
    const read = plan(snapshot(), 'posts', 'select=id&author_id=eq.1', {
      prefer: 'count=planned',
    });
    expect(read.count).toBe(true);
    expect(read.plannedCount?.sql).toBe(
      `select 1 from "public"."posts" as _t where _t."author_id" = '1'`,
    );
  });

  it("answers PostgREST's errors for names the snapshot does not hold", () => {
    const schema = snapshot();
    const table = restError(() => plan(schema, 'author', 'select=id'));
    expect(table.body()).toMatchObject({
      code: 'PGRST205',
      hint: "Perhaps you meant the table 'public.authors'",
    });
    expect(restError(() => plan(schema, 'authors', 'select=nope')).body()).toMatchObject({
      code: '42703',
      message: 'column authors.nope does not exist',
    });
    expect(restError(() => plan(schema, 'authors', 'select=id,comments(id)')).body()).toMatchObject(
      { code: 'PGRST200' },
    );
  });

  it('tells which requests name something the snapshot lacks, so the cache settles before planning them', () => {
    const schema = snapshot();
    const q = (query: string) => parseRead(request(query)).q;
    expect(knowsTableNames(schema, 'authors', q('select=id,posts(title)&name=eq.x'))).toBe(true);
    expect(knowsTableNames(schema, 'authors', q('select=id,added_later'))).toBe(false);
    expect(knowsTableNames(schema, 'authors', q('select=id&order=added_later'))).toBe(false);
    expect(knowsTableNames(schema, 'authors', q('select=id,comments(id)'))).toBe(false);
    expect(knowsTableNames(schema, 'comments', q('select=id'))).toBe(false);
    expect(knowsTableNames(schema, 'posts', q('select=id'), ['added_later'])).toBe(false);
  });
});
