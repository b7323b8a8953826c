import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuilt } from '@app/compose-renderer/jvm';
import { RENDER_MESSAGES } from '@app/shared/renders';
import type { Queryable } from '../../db/database';
import { log } from '../../http/logger';
import { RENDER_QUEUE, type JobQueue } from '../queue';

/**
 * Whether this installation makes rendered previews. In-server workers need Java 17+ on this
 * machine (and Maven once, to fetch the Compose jars, unless the renderer is built already);
 * with RENDER_WORKERS=0 the server only queues the jobs and `npm run worker` processes,
 * wherever they run, take them.
 */
export type RendererAvailability =
  | { available: true; java: string | null; where: 'in-server' | 'workers' }
  | { available: false; reason: 'no-java' | 'no-maven' };

/** The `java` of these settings: JAVA_HOME's, else the first on PATH. */
export function findJava(env: NodeJS.ProcessEnv): string | null {
  if (env.JAVA_HOME) {
    const java = path.join(env.JAVA_HOME, 'bin', 'java');
    if (existsSync(java)) return java;
  }
  return onPath('java', env);
}

function onPath(command: string, env: NodeJS.ProcessEnv): string | null {
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

export function rendererAvailability(
  renderWorkers: number,
  env: NodeJS.ProcessEnv,
): RendererAvailability {
  if (renderWorkers === 0) return { available: true, java: null, where: 'workers' };
  const java = findJava(env);
  if (!java || !javaVersionOk(java)) return { available: false, reason: 'no-java' };
  if (!isBuilt() && !onPath('mvn', env)) return { available: false, reason: 'no-maven' };
  return { available: true, java, where: 'in-server' };
}

/** What the startup banner says about rendered previews. */
export function rendererBannerLine(a: RendererAvailability): string {
  if (a.available) {
    return a.where === 'in-server'
      ? 'on (a Compose renderer in this server; RENDER_WORKERS to change)'
      : 'queued for render workers (npm run worker)';
  }
  return a.reason === 'no-java'
    ? 'off: no Java 17+ found. Install a JDK (apt-get install openjdk-17-jdk-headless maven, or set JAVA_HOME) and restart'
    : 'off: Maven is needed once to fetch the Compose renderer. Install it (apt-get install maven) and restart';
}

/**
 * Records the render row of a generation just recorded, in its transaction: queued for a
 * worker, or unavailable on a server that cannot render (no job is sent then).
 */
export async function recordRender(
  tx: Queryable,
  generationId: string,
  userId: string,
  available: boolean,
): Promise<void> {
  await tx.query(
    `insert into public.generation_renders (generation_id, user_id, status, error)
     values ($1, $2, $3, $4)`,
    [
      generationId,
      userId,
      available ? 'queued' : 'unavailable',
      available ? null : RENDER_MESSAGES.unavailable,
    ],
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
    const id = await boss.send(RENDER_QUEUE, { generationId: row.generation_id }, { id: row.generation_id });
    if (id) sent++;
  }
  if (sent > 0) log.info({ component: 'renders', sent }, 'render jobs sent again');
  return sent;
}
