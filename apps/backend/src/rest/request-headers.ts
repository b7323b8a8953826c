import { invalidPreferences, invalidRange, mediaTypeError, unacceptableSchema } from './errors';

type HeaderGetter = (name: string) => string | undefined;

export interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only' | null;
  /** exact, planned or estimated was asked for. */
  count: boolean;
  /** Which count: planned reads the planner's estimate; estimated is exact without a row limit, as in PostgREST. */
  countMode: 'exact' | 'planned' | 'estimated' | null;
  /** `tx=rollback` was asked for (honoured only when the operator allows it). */
  txRollback: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
  /** `max-affected=n` with `handling=strict`: a write touching more rows is rolled back. */
  maxAffected: number | null;
  /** Preferences echoed in Preference-Applied. */
  applied: string[];
}

const PREFERENCE_VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/** `Prefer: return=representation, count=exact` (several headers arrive joined by commas). */
export function parsePreferences(get: HeaderGetter): Preferences {
  const prefs: Preferences = {
    returnMode: null,
    count: false,
    countMode: null,
    txRollback: false,
    resolution: null,
    missingDefault: false,
    maxAffected: null,
    applied: [],
  };
  let maxAffected: number | null = null;
  const tokens = (get('prefer') ?? '')
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  const invalid: string[] = [];
  let strict = false;
  for (const token of tokens) {
    const [name = '', value = ''] = token.split('=', 2).map((s) => s.trim());
    if (name === 'max-affected') {
      if (/^\d{1,15}$/.test(value)) maxAffected = Number(value);
      else invalid.push(token);
      continue;
    }
    const allowed = PREFERENCE_VALUES[name];
    if (!allowed?.includes(value)) {
      // timezone and params: understood by PostgREST, ignored here as lenient handling does.
      if (!['timezone', 'params'].includes(name)) invalid.push(token);
      continue;
    }
    if (name === 'handling') strict = value === 'strict';
    if (name === 'return' && prefs.returnMode === null) {
      prefs.returnMode = value as Preferences['returnMode'];
      prefs.applied.push(token);
    }
    if (name === 'count' && !prefs.count) {
      prefs.count = true;
      prefs.countMode = value as Preferences['countMode'];
      prefs.applied.push(token);
    }
    if (name === 'tx') prefs.txRollback = value === 'rollback';
    if (name === 'resolution' && prefs.resolution === null) {
      prefs.resolution = value as Preferences['resolution'];
      prefs.applied.push(token);
    }
    if (name === 'missing' && value === 'default') prefs.missingDefault = true;
  }
  if (strict && invalid.length > 0) throw invalidPreferences(invalid);
  // As in PostgREST, max-affected only binds under handling=strict.
  if (strict && maxAffected !== null) {
    prefs.maxAffected = maxAffected;
    prefs.applied.push(`max-affected=${maxAffected}`);
  }
  return prefs;
}

export interface RequestedRange {
  offset: number;
  /** Inclusive upper bound, null for open-ended. */
  upper: number | null;
}

/** `Range: 0-9` / `Range: 10-` (unit items); an unreadable header is ignored as PostgREST does. */
export function parseRangeHeader(get: HeaderGetter): RequestedRange | null {
  const header = get('range');
  if (!header) return null;
  const unit = get('range-unit');
  if (unit && unit.trim().toLowerCase() !== 'items') return null;
  const match = /^\s*(?:items=)?(\d{1,15})-(\d{1,15})?\s*$/.exec(header);
  if (!match) return null;
  const offset = Number(match[1]);
  const upper = match[2] === undefined ? null : Number(match[2]);
  if (upper !== null && upper < offset) {
    throw invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  return { offset, upper };
}

/** The final window: the Range header intersected with limit/offset. */
export function effectiveRange(
  header: RequestedRange | null,
  limit: number | null,
  offset: number | null,
): { offset: number; limit: number | null } {
  if (limit !== null && limit < 0)
    throw invalidRange('Limit should be greater than or equal to zero.');
  if (offset !== null && offset < 0)
    throw invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  const qOffset = offset ?? 0;
  const qUpper = limit === null ? null : qOffset + limit - 1;
  const lower = Math.max(qOffset, header?.offset ?? 0);
  const uppers = [qUpper, header?.upper ?? null].filter((u): u is number => u !== null);
  const upper = uppers.length > 0 ? Math.min(...uppers) : null;
  return { offset: lower, limit: upper === null ? null : Math.max(0, upper - lower + 1) };
}

export type ResponseShape = 'array' | 'object' | 'csv';

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';
const PLAN_OPTIONS: readonly PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** `Accept: application/vnd.pgrst.plan`: the request's EXPLAIN instead of its rows. */
export interface PlanRequest {
  format: 'text' | 'json';
  /** EXPLAIN options, in PostgREST's order. */
  options: PlanOption[];
}

export interface Negotiated {
  shape: ResponseShape;
  stripNulls: boolean;
  contentType: string;
  /** Set when the plan of the request (for `shape`) is asked for instead of its answer. */
  plan?: PlanRequest;
}

interface Offered {
  type: string;
  params: string[];
  q: number;
}

/** The media type a plan is for (`for="..."`), as PostgREST names it back; null if not served. */
function planFor(
  value: string | undefined,
): { shape: ResponseShape; stripNulls: boolean; mime: string } | null {
  const [type = '', ...params] = (value ?? 'application/json')
    .replace(/^"|"$/g, '')
    .split(';')
    .map((s) => s.trim().toLowerCase());
  const stripped = params.includes('nulls=stripped');
  if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
    return {
      shape: 'object',
      stripNulls: stripped,
      mime: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}`,
    };
  }
  if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') {
    return {
      shape: 'array',
      stripNulls: stripped,
      mime: stripped ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json',
    };
  }
  if (type === 'application/json')
    return { shape: 'array', stripNulls: false, mime: 'application/json' };
  if (type === 'text/csv') return { shape: 'csv', stripNulls: false, mime: 'text/csv' };
  return null;
}

/** A plan media type: its format, options and the representation it is the plan of. */
function parsePlan(
  o: Offered,
): { plan: PlanRequest; target: ReturnType<typeof planFor>; mime: string } | null {
  const format =
    o.type === 'application/vnd.pgrst.plan+json'
      ? 'json'
      : o.type === 'application/vnd.pgrst.plan' || o.type === 'application/vnd.pgrst.plan+text'
        ? 'text'
        : null;
  if (format === null) return null;
  const param = (name: string) =>
    o.params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);
  const requested = (param('options') ?? '').split('|');
  const options = PLAN_OPTIONS.filter((opt) => requested.includes(opt));
  const target = planFor(param('for'));
  const forMime = target?.mime ?? (param('for') ?? '').replace(/^"|"$/g, '');
  const mime =
    `application/vnd.pgrst.plan+${format}; for="${forMime}"` +
    (options.length > 0 ? `; options=${options.join('|')}` : '');
  return { plan: { format, options }, target, mime };
}

/**
 * Accept: JSON arrays by default, one object with the vnd.pgrst.object media type, CSV, and
 * (with DB_PLAN_ENABLED) the request's execution plan with vnd.pgrst.plan.
 */
export function negotiateAccept(get: HeaderGetter, planEnabled = false): Negotiated {
  const header = get('accept')?.trim();
  if (!header)
    return { shape: 'array', stripNulls: false, contentType: 'application/json; charset=utf-8' };
  const offered: Offered[] = header
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.toLowerCase().startsWith('q='));
      return {
        type: type.toLowerCase(),
        // Parameter names are case-insensitive; a plan's `for` keeps its quotes for planFor.
        params: params
          .filter((p) => p.length > 0)
          .map((p) => p.replace(/^[^=]+/, (n) => n.toLowerCase())),
        q: q ? Number(q.slice(2)) : 1,
      };
    })
    .filter((o) => o.type.length > 0 && !(o.q <= 0))
    .sort((a, b) => b.q - a.q);
  const unavailable: string[] = [];
  for (const o of offered) {
    const stripNulls = o.params.some((p) => p.toLowerCase() === 'nulls=stripped');
    const plan = parsePlan(o);
    if (plan) {
      if (planEnabled && plan.target) {
        return {
          shape: plan.target.shape,
          stripNulls: plan.target.stripNulls,
          contentType: `${plan.mime}; charset=utf-8`,
          plan: plan.plan,
        };
      }
      unavailable.push(plan.mime);
      continue;
    }
    unavailable.push(o.type);
    if (
      o.type === 'application/vnd.pgrst.object+json' ||
      o.type === 'application/vnd.pgrst.object'
    ) {
      return {
        shape: 'object',
        stripNulls,
        contentType: 'application/vnd.pgrst.object+json; charset=utf-8',
      };
    }
    if (o.type === 'text/csv')
      return { shape: 'csv', stripNulls: false, contentType: 'text/csv; charset=utf-8' };
    if (
      ['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(
        o.type,
      )
    ) {
      return { shape: 'array', stripNulls, contentType: 'application/json; charset=utf-8' };
    }
  }
  throw mediaTypeError(unavailable);
}

/**
 * Accept-Profile (reads) / Content-Profile (writes): one of the exposed schemas (DB_SCHEMAS),
 * the first when none is named.
 */
export function checkProfile(
  get: HeaderGetter,
  method: string,
  schemas: readonly string[],
): { schema: string; profile: boolean } {
  const header =
    method === 'GET' || method === 'HEAD' ? get('accept-profile') : get('content-profile');
  if (header === undefined) return { schema: schemas[0]!, profile: false };
  const wanted = header.trim();
  if (!schemas.includes(wanted)) throw unacceptableSchema(wanted, schemas);
  return { schema: wanted, profile: true };
}
