import type { Config } from './config';
import type { Database } from './db/database';
import type { Keys } from './keys';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './http/rate-limit';
import type { ObjectStore } from './storage/object-store';
import type { GenerationPool } from './generation/pool';
import type { FairQueue } from './generation/fair-queue';
import type { JobQueue } from './jobs/queue';
import type { RendererAvailability } from './jobs/render/renders';
import type { SchemaCache } from './rest/schema-cache';

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
  /** The table API's schema cache: every exposed schema, reloaded on NOTIFY pgrst. */
  schemaCache: SchemaCache;
  /** Rendered previews: whether this server makes them, and the job queue their jobs go on. */
  renders: { availability: RendererAvailability; queue: JobQueue };
}
