import type { Database, Queryable } from '../db/database';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so a limit holds across server instances.
 * `hit` counts one request for the key and says whether it is still within the limit.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly enabled: boolean,
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<boolean> {
    return (await this.count(key, rule)) <= rule.limit;
  }

  /**
   * Counts `amount` (one request, or e.g. bytes) for the key and returns the window's
   * count so far (0 when limits are off). `via`: a transaction to count in, so the count
   * stands or falls with it (and PGlite's one connection is not asked for twice).
   */
  async count(
    key: string,
    rule: RateLimitRule,
    amount = 1,
    via: Queryable = this.db,
  ): Promise<number> {
    if (!this.enabled) return 0;
    const res = await via.query<{ count: number }>(
      `insert into _app.rate_limits (key, window_start, count)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), $3)
       on conflict (key, window_start) do update set count = _app.rate_limits.count + $3
       returning count`,
      [key, rule.windowSeconds, amount],
    );
    return res.rows[0]?.count ?? 0;
  }

  /** The window's count for the key, without counting a request. */
  async peek(key: string, rule: RateLimitRule): Promise<number> {
    if (!this.enabled) return 0;
    const res = await this.db.query<{ count: number }>(
      `select count from _app.rate_limits
        where key = $1 and window_start = to_timestamp(floor(extract(epoch from now()) / $2) * $2)`,
      [key, rule.windowSeconds],
    );
    return res.rows[0]?.count ?? 0;
  }

  /** Drops windows older than a day; called now and then, not on every request. */
  async prune(): Promise<void> {
    await this.db.query(
      "delete from _app.rate_limits where window_start < now() - interval '1 day'",
    );
  }
}
