/**
 * The `Database` type of the schema, in the shape supabase-js's `createClient<Database>`
 * reads (Tables with Row, Insert, Update and Relationships; Views; Functions; Enums), made by
 * running the migrations on an empty PGlite database and reading its catalog.
 *
 * `npm run db:types -w @app/backend` writes it to apps/web/src/lib/database.types.ts;
 * `-- --check` exits non-zero when that file differs (test/db/database-types.test.ts runs
 * the same comparison in `npm test`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DATABASE_TYPES_FILE = path.resolve(here, '../../web/src/lib/database.types.ts');
const SCHEMA = 'public';

interface ColumnRow {
  relname: string;
  relkind: string;
  attname: string;
  notnull: boolean;
  hasdefault: boolean;
  identity: string;
  generated: string;
  typname: string;
  typtype: string;
  elemname: string | null;
  elemtype: string | null;
}

interface FunctionRow {
  proname: string;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  argtypetypes: string[];
  defaults: number;
  rettype: string;
  rettypetype: string;
  retrel: string | null;
  retset: boolean;
}

const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'citext',
  'bytea',
  'tsvector',
  'money',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

/** The TypeScript type of one PostgreSQL type, as supabase-js sees it over JSON. */
function tsType(typname: string, typtype: string): string {
  if (typtype === 'e') return `Database['${SCHEMA}']['Enums']['${typname}']`;
  if (STRING_TYPES.has(typname)) return 'string';
  if (NUMBER_TYPES.has(typname)) return 'number';
  if (typname === 'bool') return 'boolean';
  if (typname === 'json' || typname === 'jsonb') return 'Json';
  if (typname === 'void') return 'undefined';
  return 'unknown';
}

function columnType(c: Pick<ColumnRow, 'typname' | 'typtype' | 'elemname' | 'elemtype'>): string {
  return c.elemname ? `${tsType(c.elemname, c.elemtype ?? 'b')}[]` : tsType(c.typname, c.typtype);
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The file's text (formatted as the repository formats TypeScript). */
export async function databaseTypes(db: Database): Promise<string> {
  const columns = (
    await db.query<ColumnRow>(
      `select c.relname, c.relkind::text, a.attname, a.attnotnull as notnull, a.atthasdef as hasdefault,
              a.attidentity::text as identity, a.attgenerated::text as generated,
              t.typname, t.typtype::text, et.typname as elemname, et.typtype::text as elemtype
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
         left join pg_type et on t.typcategory = 'A' and et.oid = t.typelem
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
        order by c.relname, a.attnum`,
      [SCHEMA],
    )
  ).rows;
  const relationships = (
    await db.query<{
      relname: string;
      conname: string;
      cols: string[];
      refrel: string;
      refcols: string[];
      onetoone: boolean;
    }>(
      `select c.relname, con.conname,
              array(select a.attname from unnest(con.conkey) with ordinality k(n, o)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as cols,
              r.relname as refrel,
              array(select a.attname from unnest(con.confkey) with ordinality k(n, o)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as refcols,
              exists (select 1 from pg_index i
                       where i.indrelid = con.conrelid and i.indisunique
                         and i.indkey::int2[] @> con.conkey and con.conkey @> i.indkey::int2[]) as onetoone
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class r on r.oid = con.confrelid
         join pg_namespace rn on rn.oid = r.relnamespace
        where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
        order by c.relname, con.conname`,
      [SCHEMA],
    )
  ).rows;
  const enums = (
    await db.query<{ typname: string; labels: string[] }>(
      `select t.typname, array_agg(e.enumlabel order by e.enumsortorder) as labels
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
        where n.nspname = $1 group by t.typname order by t.typname`,
      [SCHEMA],
    )
  ).rows;
  const functions = (
    await db.query<FunctionRow>(
      `select p.proname, p.proargnames as argnames, p.proargmodes::text[] as argmodes,
              array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, o)
                      join pg_type t on t.oid = a.oid order by a.o) as argtypes,
              array(select t.typtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, o)
                      join pg_type t on t.oid = a.oid order by a.o) as argtypetypes,
              p.pronargdefaults::int as defaults, rt.typname as rettype, rt.typtype::text as rettypetype,
              rc.relname as retrel, p.proretset as retset
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
         left join pg_class rc on rc.oid = rt.typrelid and rt.typrelid <> 0
        where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
        order by p.proname, p.oid`,
      [SCHEMA],
    )
  ).rows;

  const relations = new Map<string, ColumnRow[]>();
  for (const c of columns) relations.set(c.relname, [...(relations.get(c.relname) ?? []), c]);
  const isView = (cols: ColumnRow[]) => cols[0]!.relkind === 'v' || cols[0]!.relkind === 'm';
  const row = (cols: ColumnRow[]) =>
    cols.map((c) => `${key(c.attname)}: ${columnType(c)}${c.notnull ? '' : ' | null'}`).join('\n');
  const insert = (cols: ColumnRow[]) =>
    cols
      .map((c) => {
        if (c.generated === 's' || c.identity === 'a') return `${key(c.attname)}?: never`;
        const optional = !c.notnull || c.hasdefault || c.identity === 'd';
        return `${key(c.attname)}${optional ? '?' : ''}: ${columnType(c)}${c.notnull ? '' : ' | null'}`;
      })
      .join('\n');
  const update = (cols: ColumnRow[]) =>
    cols
      .map((c) =>
        c.generated === 's' || c.identity === 'a'
          ? `${key(c.attname)}?: never`
          : `${key(c.attname)}?: ${columnType(c)}${c.notnull ? '' : ' | null'}`,
      )
      .join('\n');
  const rels = (name: string) =>
    `[${relationships
      .filter((r) => r.relname === name)
      .map(
        (r) => `{
          foreignKeyName: ${JSON.stringify(r.conname)}
          columns: ${JSON.stringify(r.cols)}
          isOneToOne: ${r.onetoone}
          referencedRelation: ${JSON.stringify(r.refrel)}
          referencedColumns: ${JSON.stringify(r.refcols)}
        }`,
      )
      .join(', ')}]`;

  const tables = [...relations].filter(([, cols]) => !isView(cols));
  const views = [...relations].filter(([, cols]) => isView(cols));

  const fnText = (fns: FunctionRow[]) => {
    const variants = fns.map((f) => {
      const modes = f.argmodes ?? f.argtypes.map(() => 'i');
      const inputs = f.argtypes
        .map((t, i) => ({
          name: f.argnames?.[i] ?? '',
          type: t,
          typtype: f.argtypetypes[i]!,
          mode: modes[i]!,
        }))
        .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
      const outputs = f.argtypes
        .map((t, i) => ({
          name: f.argnames?.[i] ?? '',
          type: t,
          typtype: f.argtypetypes[i]!,
          mode: modes[i]!,
        }))
        .filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b');
      const firstDefault = inputs.length - f.defaults;
      const args =
        inputs.length === 0
          ? 'never'
          : `{ ${inputs
              .map((a, i) => {
                const t = a.type.startsWith('_')
                  ? `${tsType(a.type.slice(1), 'b')}[]`
                  : tsType(a.type, a.typtype);
                return `${key(a.name)}${i >= firstDefault ? '?' : ''}: ${t}`;
              })
              .join('; ')} }`;
      let returns: string;
      if (outputs.length > 0 && (f.rettype === 'record' || f.retset)) {
        returns = `{ ${outputs
          .map(
            (a) =>
              `${key(a.name)}: ${a.type.startsWith('_') ? `${tsType(a.type.slice(1), 'b')}[]` : tsType(a.type, a.typtype)}`,
          )
          .join('; ')} }`;
      } else if (f.retrel) {
        returns = `Database['${SCHEMA}']['${relations.has(f.retrel) && isView(relations.get(f.retrel)!) ? 'Views' : 'Tables'}']['${f.retrel}']['Row']`;
      } else {
        returns = f.rettype.startsWith('_')
          ? `${tsType(f.rettype.slice(1), 'b')}[]`
          : tsType(f.rettype, f.rettypetype);
      }
      if (f.retset) returns = `${returns}[]`;
      return `{ Args: ${args}; Returns: ${returns} }`;
    });
    return variants.join(' | ');
  };
  const byName = new Map<string, FunctionRow[]>();
  for (const f of functions) byName.set(f.proname, [...(byName.get(f.proname) ?? []), f]);

  const text = `// Generated from supabase/migrations by \`npm run db:types -w @app/backend\`; do not edit.
// test/db/database-types.test.ts (backend) fails when it differs from the migrations.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  ${SCHEMA}: {
    Tables: {
      ${tables.map(([name, cols]) => `${key(name)}: { Row: { ${row(cols)} }\nInsert: { ${insert(cols)} }\nUpdate: { ${update(cols)} }\nRelationships: ${rels(name)} }`).join('\n')}
    }
    Views: {
      ${views.length ? views.map(([name, cols]) => `${key(name)}: { Row: { ${row(cols)} }\nRelationships: ${rels(name)} }`).join('\n') : '[_ in never]: never'}
    }
    Functions: {
      ${byName.size ? [...byName].map(([name, fns]) => `${key(name)}: ${fnText(fns)}`).join('\n') : '[_ in never]: never'}
    }
    Enums: {
      ${enums.length ? enums.map((e) => `${key(e.typname)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`).join('\n') : '[_ in never]: never'}
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}
`;
  const options = (await prettier.resolveConfig(DATABASE_TYPES_FILE)) ?? {};
  return prettier.format(text, { ...options, filepath: DATABASE_TYPES_FILE });
}

/** The types of the schema the migrations make, from a fresh in-memory PGlite database. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openPgliteDatabase(null);
  try {
    await migrate(db);
    return await databaseTypes(db);
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const text = await generateDatabaseTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(DATABASE_TYPES_FILE, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(
        `${path.relative(process.cwd(), DATABASE_TYPES_FILE)} is out of date: run npm run db:types -w @app/backend`,
      );
      process.exit(1);
    }
    console.log('The Database types match the migrations.');
    return;
  }
  await writeFile(DATABASE_TYPES_FILE, text);
  console.log(`Wrote ${path.relative(process.cwd(), DATABASE_TYPES_FILE)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
