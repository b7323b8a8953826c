import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { Caller } from '../db/request-context';
import type { RateLimitRule } from '../http/rate-limit';
import { MB } from '../http/body-limit';

/**
 * What one IP may upload with the API keys (the service role is not limited): this many
 * uploads, and this many bytes stored, per hour. Each bucket also holds at most its quota
 * in all (storage.buckets.quota_bytes, else STORAGE_BUCKET_QUOTA_MB).
 */
export const UPLOAD_LIMITS = {
  uploadsPerIp: { limit: 30, windowSeconds: 3600 },
  bytesPerIp: { limit: 100 * MB, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const DAY = 24 * 3600;

/**
 * Uploads without a session (a visitor attaching a file to an issue report) share what every
 * visitor shares, so they have tighter limits, per UTC day: a few files per address (the
 * report form takes one of at most 10 MB), a ceiling for all visitors together, and at most
 * ANONYMOUS_QUOTA_SHARE of the bucket's quota held by visitors' files at any time; those
 * files expire after ANONYMOUS_ATTACHMENT_DAYS (jobs: 'anonymous-attachment-expiry').
 * One visitor, or a dozen, can no longer fill the bucket for everyone.
 */
export const ANONYMOUS_UPLOAD_LIMITS = {
  uploadsPerIp: { limit: 5, windowSeconds: DAY },
  bytesPerIp: { limit: 25 * MB, windowSeconds: DAY },
  bytesAll: { limit: 250 * MB, windowSeconds: DAY },
} satisfies Record<string, RateLimitRule>;
export const ANONYMOUS_QUOTA_SHARE = 0.5;
export const ANONYMOUS_ATTACHMENT_DAYS = 30;

const TOO_MANY_FROM_VISITORS =
  'Too many files from visitors today. Please try again tomorrow, or sign in to attach a file.';

export class UploadRefused extends Error {
  constructor(
    readonly status: 429 | 413,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const limited = (caller: Caller) => caller.role !== 'service_role';
const anonymous = (caller: Caller) => caller.role === 'anon';

/** Counts one upload from the IP, before its body is read. */
export async function countUpload(ctx: AppContext, caller: Caller, ip: string): Promise<void> {
  if (!limited(caller)) return;
  if (!(await ctx.rateLimiter.hit(`storage:uploads:${ip}`, UPLOAD_LIMITS.uploadsPerIp))) {
    throw new UploadRefused(
      429,
      'too_many_requests',
      'Too many uploads from this address. Please try again later.',
    );
  }
  if (
    anonymous(caller) &&
    !(await ctx.rateLimiter.hit(
      `storage:anon-day:uploads:${ip}`,
      ANONYMOUS_UPLOAD_LIMITS.uploadsPerIp,
    ))
  ) {
    throw new UploadRefused(429, 'too_many_requests', TOO_MANY_FROM_VISITORS);
  }
}

/** Counts the upload's bytes against the IP's hourly allowance; refused bytes are not counted. */
export async function countUploadBytes(
  ctx: AppContext,
  caller: Caller,
  ip: string,
  bytes: number,
): Promise<void> {
  if (!limited(caller)) return;
  const key = `storage:bytes:${ip}`;
  const rule = UPLOAD_LIMITS.bytesPerIp;
  if ((await ctx.rateLimiter.peek(key, rule)) + bytes > rule.limit) {
    throw new UploadRefused(
      429,
      'too_many_requests',
      'Too many uploads from this address. Please try again later.',
    );
  }
  if (anonymous(caller)) {
    const perIp = `storage:anon-day:bytes:${ip}`;
    const all = 'storage:anon-day:bytes:all';
    const over = async (k: string, r: RateLimitRule) =>
      (await ctx.rateLimiter.peek(k, r)) + bytes > r.limit;
    if (
      (await over(perIp, ANONYMOUS_UPLOAD_LIMITS.bytesPerIp)) ||
      (await over(all, ANONYMOUS_UPLOAD_LIMITS.bytesAll))
    ) {
      throw new UploadRefused(429, 'too_many_requests', TOO_MANY_FROM_VISITORS);
    }
    await ctx.rateLimiter.count(perIp, ANONYMOUS_UPLOAD_LIMITS.bytesPerIp, bytes);
    await ctx.rateLimiter.count(all, ANONYMOUS_UPLOAD_LIMITS.bytesAll, bytes);
  }
  await ctx.rateLimiter.count(key, rule, bytes);
}

/**
 * Inside the upload's transaction: refuses the object if the bucket would pass its quota.
 * The bucket stays locked until the transaction ends, so concurrent uploads are exact.
 */
export async function checkBucketQuota(
  ctx: AppContext,
  tx: Queryable,
  bucket: { id: string; quota_bytes: string | number | null },
  bytes: number,
  caller: Caller,
): Promise<void> {
  const quota =
    bucket.quota_bytes === null ? ctx.config.storageBucketQuotaBytes : Number(bucket.quota_bytes);
  const res = await tx.query<{ used: string | number }>(
    'select storage.bucket_usage_locked($1) as used',
    [bucket.id],
  );
  if (Number(res.rows[0]?.used ?? 0) + bytes > quota) {
    throw new UploadRefused(
      413,
      'quota_exceeded',
      'The bucket is full: it has reached its storage quota',
    );
  }
  if (anonymous(caller)) {
    const visitors = await tx.query<{ used: string | number }>(
      'select storage.anonymous_usage_locked($1) as used',
      [bucket.id],
    );
    if (Number(visitors.rows[0]?.used ?? 0) + bytes > quota * ANONYMOUS_QUOTA_SHARE) {
      throw new UploadRefused(
        413,
        'quota_exceeded',
        "Files from visitors have used their share of this bucket's storage. Please try again later, or sign in to attach a file.",
      );
    }
  }
}
