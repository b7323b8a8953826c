import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuilt } from '@app/compose-renderer/jvm';
import { RENDER_MESSAGES } from '@app/shared/renders';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { log } from '../../log/logger';
import { RENDER_QUEUE, type JobQueue } from '../queue';

/**
 * Whether this installation makes rendered previews. In-server workers need Java 17+ on this
 * machine (and Maven once, to fetch the Compose jars, unless the renderer is built already);
 * with RENDER_WORKERS=0 on PostgreSQL the server only queues the jobs and `npm run worker`
 * processes, wherever they run, take them. An embedded database belongs to one process, so
 * there the workers can only run inside the server.
 */
export type RendererAvailability =
  | { available: true; java: string | null; where: 'in-server' | 'workers' }
  | { available: false; reason: 'off' | 'no-java' | 'no-maven' | 'no-workers' };

/** The `java` of these settings: JAVA_HOME's, else the first on PATH. */
export function findJava(env: { JAVA_HOME?: string; PATH?: string }): string | null {
  if (env.JAVA_HOME) {
    const java = path.join(env.JAVA_HOME, 'bin', 'java');
    if (existsSync(java)) return java;
  }
  return onPath('java', env);
}

function onPath(command: string, env: { PATH?: string }): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** A `java` that runs and says it is version 17 or newer. */
function javaVersionOk(java: string): boolean {
  const r = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  if (!m) return false;
  const major = Number(m[1]) === 1 ? Number(m[2]) : Number(m[1]);
  return major >= 17;
}

/** Whether this process renders, only queues, or cannot render (and why). */
export function rendererAvailability(
  config: Pick<Config, 'rendersEnabled' | 'renderWorkers' | 'renderJavaSearch'>,
  databaseKind: 'pglite' | 'postgres',
): RendererAvailability {
  if (!config.rendersEnabled) return { available: false, reason: 'off' };
  if (config.renderWorkers === 0) {
    return databaseKind === 'postgres'
      ? { available: true, java: null, where: 'workers' }
      : { available: false, reason: 'no-workers' };
  }
  const java = findJava(config.renderJavaSearch);
  if (!java || !javaVersionOk(java)) return { available: false, reason: 'no-java' };
  if (!isBuilt() && !onPath('mvn', config.renderJavaSearch))
    return { available: false, reason: 'no-maven' };
  return { available: true, java, where: 'in-server' };
}

/** What the startup banner says about rendered previews. */
export function rendererBannerLine(a: RendererAvailability): string {
  if (a.available) {
    return a.where === 'in-server'
      ? 'on (a Compose renderer in this server; RENDER_WORKERS sets how many)'
      : 'queued for render workers (start them with npm run worker)';
  }
  switch (a.reason) {
    case 'off':
      return 'off (RENDERS=off)';
    case 'no-java':
      return 'off: no Java 17+ found. To enable, install a JDK and Maven (apt-get install openjdk-17-jdk-headless maven, or set JAVA_HOME) and restart';
    case 'no-maven':
      return 'off: Maven is needed once to fetch the Compose renderer. To enable, install it (apt-get install maven) and restart';
    default:
      return 'off: RENDER_WORKERS=0 needs PostgreSQL (worker processes share its queue); set RENDER_WORKERS=1 to render in this server';
  }
}

/**
 * Records the render row of a generation just recorded, in its transaction: queued for a
 * worker, or unavailable on a server that cannot render (no job is sent then).
 */
export async function recordRender(
  tx: Queryable,
  generationId: string,
  userId: string,
  availability: RendererAvailability,
): Promise<void> {
  const error = availability.available
    ? null
    : availability.reason === 'no-java' || availability.reason === 'no-maven'
      ? RENDER_MESSAGES.unavailable
      : RENDER_MESSAGES.unavailableOff;
  await tx.query(
    `insert into public.generation_renders (generation_id, user_id, status, error)
     values ($1, $2, $3, $4)`,
    [generationId, userId, availability.available ? 'queued' : 'unavailable', error],
  );
}

/**
 * Sends the render job of a recorded generation. The job's id is the generation's, so sending
 * it twice (the sweep after a process died between the commit and the send) queues one job.
 */
export async function sendRenderJob(queue: JobQueue, generationId: string): Promise<void> {
  const boss = await queue.boss();
  await boss.send(RENDER_QUEUE, { generationId }, { id: generationId });
}

/** Queued renders older than this whose job may never have been sent are sent again. */
const UNSENT_AFTER_SECONDS = 60;

/**
 * Sends the jobs of renders still queued a minute after their generation (a process that died
 * between recording a generation and sending its job), or every queued one when `all` (at the
 * start of the one process of an embedded database). Sending is idempotent by job id.
 */
export async function sendUnsentRenderJobs(
  db: Queryable,
  queue: JobQueue,
  options: { all?: boolean } = {},
): Promise<number> {
  const rows = await db.query<{ generation_id: string }>(
    `select generation_id from public.generation_renders
      where status = 'queued' and ($1 or created_at < now() - make_interval(secs => $2))
      order by created_at limit 1000`,
    [options.all === true, UNSENT_AFTER_SECONDS],
  );
  if (rows.rows.length === 0) return 0;
  const boss = await queue.boss();
  let sent = 0;
  for (const row of rows.rows) {
    const id = await boss.send(
      RENDER_QUEUE,
      { generationId: row.generation_id },
      { id: row.generation_id },
    );
    if (id) sent++;
  }
  if (sent > 0) log.info({ component: 'renders', sent }, 'render jobs sent again');
  return sent;
}
