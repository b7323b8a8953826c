import { createHmac } from 'node:crypto';
import type { Database } from '../../db/database';
import { newId, nowSeconds, type StripeObject } from './store';
import { log } from '../../log/logger';

/**
 * The `Stripe-Signature` header exactly as Stripe builds it: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's signing secret>`.
 */
export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** An Event object wrapping a snapshot of `object`. */
export function eventObject(
  type: string,
  object: StripeObject,
  previous?: Record<string, unknown>,
): StripeObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowSeconds(),
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Back-off between attempts, in seconds (Stripe retries for days; the stand-in for minutes). */
const BACKOFF_SECONDS = [1, 2, 4, 8, 15, 30, 60, 120];

/**
 * Delivers events to the app's stripe-webhook function, signed, and retries each until the
 * app answers 2xx. Deliveries live in _dev_stripe.webhook_deliveries, so a restart resumes them.
 */
export class WebhookSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly endpoint: () => string,
    private readonly secret: string,
  ) {}

  /** Queues an event for delivery (held events wait until released, to test a late webhook). */
  async enqueue(event: StripeObject, held = false): Promise<void> {
    await this.db.query(
      'insert into _dev_stripe.webhook_deliveries (event_id, payload, held) values ($1, $2, $3) on conflict do nothing',
      [event.id, JSON.stringify(event, null, 2), held],
    );
    this.kick();
  }

  async release(): Promise<number> {
    const { rowCount } = await this.db.query(
      'update _dev_stripe.webhook_deliveries set held = false, next_attempt_at = now() where held and delivered_at is null',
    );
    this.kick();
    return rowCount;
  }

  kick(delayMs = 0): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    // A timer's failure (the database closed under it, say) must not become an unhandled
    // rejection: the delivery stays pending and the next kick tries again.
    this.timer = setTimeout(() => {
      this.flush().catch((err: unknown) => {
        if (!this.stopped)
          log.warn(
            { err, standIn: 'stripe' },
            'the Stripe stand-in could not deliver its webhooks',
          );
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Sends every due delivery once; reschedules the failures. Resolves when done. */
  flush(): Promise<void> {
    this.running ??= this.sendDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Deliveries not yet acknowledged by the app. */
  async pending(): Promise<
    { event_id: string; attempts: number; held: boolean; last_error: string | null }[]
  > {
    const { rows } = await this.db.query<{
      event_id: string;
      attempts: number;
      held: boolean;
      last_error: string | null;
    }>(
      'select event_id, attempts, held, last_error from _dev_stripe.webhook_deliveries where delivered_at is null order by next_attempt_at',
    );
    return rows;
  }

  /** Stops sending; resolves once a delivery in flight has finished with the database. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async sendDue(): Promise<void> {
    const { rows } = await this.db.query<{ event_id: string; payload: string; attempts: number }>(
      // Claimed for a minute (next_attempt_at moves on), so another instance's sender skips them.
      `with claimed as (
         update _dev_stripe.webhook_deliveries d set next_attempt_at = now() + interval '1 minute'
           from (select event_id, next_attempt_at from _dev_stripe.webhook_deliveries
                  where delivered_at is null and not held and next_attempt_at <= now()
                  order by next_attempt_at limit 50 for update skip locked) due
          where d.event_id = due.event_id
          returning d.event_id, d.payload, d.attempts, due.next_attempt_at as due_at)
       select event_id, payload, attempts from claimed order by due_at`,
    );
    for (const row of rows) {
      if (this.stopped) return;
      let error: string | null = null;
      try {
        const res = await fetch(this.endpoint(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signPayload(row.payload, this.secret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: row.payload,
        });
        if (!res.ok) error = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
      } catch (err) {
        error = (err as Error).message;
      }
      if (this.stopped) return;
      if (error === null) {
        await this.db.query(
          'update _dev_stripe.webhook_deliveries set attempts = attempts + 1, delivered_at = now(), last_error = null where event_id = $1',
          [row.event_id],
        );
      } else {
        const wait = BACKOFF_SECONDS[Math.min(row.attempts, BACKOFF_SECONDS.length - 1)]!;
        await this.db.query(
          `update _dev_stripe.webhook_deliveries set attempts = attempts + 1, last_error = $2,
             next_attempt_at = now() + make_interval(secs => $3::double precision) where event_id = $1`,
          [row.event_id, error, wait],
        );
      }
    }
    // No pending delivery gives null (no timer): greatest(0, null) would be 0, and an empty
    // queue would poll the database in a tight loop, taking PGlite's one connection.
    const next = await this.db.query<{ wait_ms: number | null }>(
      `select (extract(epoch from min(next_attempt_at) - now()) * 1000)::int as wait_ms
         from _dev_stripe.webhook_deliveries where delivered_at is null and not held`,
    );
    const wait = next.rows[0]?.wait_ms;
    if (wait !== null && wait !== undefined) this.kick(Math.max(0, wait));
  }
}
