import type { Config } from './config';
import type { Database } from './db/database';
import type { Keys } from './keys';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './http/rate-limit';
import type { ObjectStore } from './storage/object-store';
import type { GenerationPool } from './generation/pool';
import type { FairQueue } from './generation/fair-queue';
import type { OverageBilling } from './billing/metering';
import type { JobQueue } from './jobs/queue';
import type { RendererAvailability } from './jobs/render/renders';

/** Everything a protocol sub-app needs, built once at start. */
export interface AppContext {
  config: Config;
  db: Database;
  keys: Keys;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Object bytes: local disk or S3 (storage/open-store.ts). */
  files: ObjectStore;
  /** Worker threads that run the code generator. */
  generator: GenerationPool;
  /** Who runs next on those threads: one generation per user at a time, users in turn. */
  generationQueue: FairQueue;
  /** Rendered previews: whether this server makes them, and the job queue their jobs go on. */
  renders: { availability: RendererAvailability; queue: JobQueue };
  /** Starter overage billing (billing/overage.ts); without it, past the allowance and packs is 402. */
  overage?: OverageBilling;
}
