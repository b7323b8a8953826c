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
}
