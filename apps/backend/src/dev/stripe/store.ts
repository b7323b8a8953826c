import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** A Stripe object as JSON: always an `id` and an `object` type. */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** Stripe-style ids: a type prefix and random characters. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The stand-in's objects in _dev_stripe.objects (see supabase/migrations/0006_platform_stripe_stand_in.sql). */
export class StandInStore {
  constructor(private readonly db: Queryable) {}

  async put<T extends StripeObject>(obj: T): Promise<T> {
    const customer =
      typeof obj.customer === 'string' ? obj.customer : obj.object === 'customer' ? obj.id : null;
    await this.db.query(
      `insert into _dev_stripe.objects (id, object, customer, data) values ($1, $2, $3, $4)
       on conflict (id) do update set data = excluded.data, customer = excluded.customer`,
      [obj.id, obj.object, customer, JSON.stringify(obj)],
    );
    return obj;
  }

  async get<T extends StripeObject = StripeObject>(id: string, object?: string): Promise<T | null> {
    const { rows } = await this.db.query<{ data: T }>(
      'select data from _dev_stripe.objects where id = $1 and ($2::text is null or object = $2)',
      [id, object ?? null],
    );
    return rows[0]?.data ?? null;
  }

  /** Newest first, like Stripe's list endpoints; `startingAfter` is an id of the previous page. */
  async list<T extends StripeObject = StripeObject>(
    object: string,
    opts: { customer?: string | null; limit: number; startingAfter?: string | null },
  ): Promise<{ data: T[]; hasMore: boolean }> {
    const { rows } = await this.db.query<{ data: T }>(
      `select data from _dev_stripe.objects
        where object = $1 and ($2::text is null or customer = $2)
          and ($3::text is null or seq < (select seq from _dev_stripe.objects where id = $3))
        order by seq desc limit $4`,
      [object, opts.customer ?? null, opts.startingAfter ?? null, opts.limit + 1],
    );
    return {
      data: rows.slice(0, opts.limit).map((r) => r.data),
      hasMore: rows.length > opts.limit,
    };
  }

  async all<T extends StripeObject = StripeObject>(object: string): Promise<T[]> {
    const { rows } = await this.db.query<{ data: T }>(
      'select data from _dev_stripe.objects where object = $1 order by seq desc',
      [object],
    );
    return rows.map((r) => r.data);
  }
}
