import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RestError } from './errors';
import { parseQueryParams } from './query-params';
import {
  bodySql,
  ident,
  orderSql,
  Params,
  projection,
  readSql,
  whereSql,
  type Source,
} from './sql';

const SOURCE: Source = {
  label: 'items',
  columns: [
    { name: 'id', type: 'integer' },
    { name: 'name', type: 'text' },
    { name: 'odd "name"', type: 'text' },
  ],
};

/** Builds the read statement for a query string, as the GET handler does. */
function build(query: [string, string][]): { sql: string; values: unknown[] } {
  const q = parseQueryParams(query);
  const params = new Params();
  const proj = projection(q.select, SOURCE, params);
  const sql = readSql(
    {
      prefix: '',
      from: '"public"."items" as _t',
      where: whereSql(q.conditions, SOURCE, params),
      order: orderSql(q.order, SOURCE, params),
      offset: q.offset ?? 0,
      limit: q.limit,
      projection: proj,
      body: bodySql(proj.row, 'array', false),
      count: true,
    },
    params,
  );
  return { sql, values: params.values };
}

describe('SQL builder', () => {
  it('quotes catalog names, doubling embedded quotes', () => {
    expect(ident('odd "name"')).toBe('"odd ""name"""');
  });

  it('never places a filter value, alias or list element into the statement text', () => {
    const marker = fc.string({ maxLength: 20 }).map((s) => `ZQX${s}`);
    fc.assert(
      fc.property(
        marker,
        marker,
        marker,
        fc.constantFrom('eq', 'neq', 'like', 'ilike', 'gt', 'isdistinct', 'match'),
        (value, alias, element, op) => {
          let built: { sql: string; values: unknown[] };
          try {
            built = build([
              ['select', `"${alias.replace(/["\\]/g, '')}":id,name`],
              ['name', `${op}.${value}`],
              ['id', `in.("${element.replace(/["\\]/g, '')}",2)`],
              ['or', '(id.eq.1,name.eq.ZQXor)'],
            ]);
          } catch (err) {
            // A value the parser refuses is answered before any SQL exists.
            if (err instanceof RestError) return;
            throw err;
          }
          expect(built.sql).not.toContain('ZQX');
          expect(built.values.some((v) => typeof v === 'string' && v.startsWith('ZQX'))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a column the catalog does not list before building anything', () => {
    expect(() => build([['name; drop table x', 'eq.1']])).toThrow(RestError);
    expect(() => build([['select', 'id,"nope"']])).toThrow(/column items.nope does not exist/);
    expect(() => build([['order', 'nope.desc']])).toThrow(/column items.nope does not exist/);
  });

  it('orders with direction and nulls placement', () => {
    const { sql } = build([['order', 'name.desc.nullslast,id']]);
    expect(sql).toContain('order by _t."name" desc nulls last, _t."id" asc');
  });

  it('turns like stars into percent signs, in a parameter', () => {
    const { sql, values } = build([['name', 'like.*a*b']]);
    expect(sql).toContain('_t."name"::text like $');
    expect(values).toContain('%a%b');
  });
});
