import { randomUUID } from 'node:crypto';
import { GENERATE_MESSAGES, type GenerateAnswer } from '@app/shared/generate';
import type { ChargeConsent } from '@app/shared/overage';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { runAs, SERVICE_CALLER, type Caller } from '../db/request-context';
import {
  currentUsage,
  lockUserForMetering,
  meterGenerations,
  previewGenerationCharge,
  type MeteringRefusal,
  type RunMeteringResult,
} from '../billing/metering';
import { chargeConsent } from '../billing/charge-consent';
import { sendDueOverageMails } from '../billing/overage-mails';
import { AAL2_REQUIRED_MESSAGE } from '../auth/assurance';
import { log } from '../log/logger';
import type { GenerationPool } from './pool';
import { QueueFull, type FairQueue, type QueueTicket } from './fair-queue';
import type { CappedBody } from '../http/body-limit';
import {
  discardArtifacts,
  GENERATIONS_BUCKET,
  recordArtifacts,
  stageArtifacts,
  type StagedArtifacts,
} from './artifacts';
import { beginStaging, endStaging } from './staging';
import { RENDER_INPUT_PATH } from '../jobs/render/render-input';
import { recordRender, sendRenderJob } from '../jobs/render/renders';
import { ownerBytes } from '../storage/objects';

/** The function's answer: a status, a JSON body and any headers (Retry-After). */
export interface GenerationReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface GenerationDeps {
  ctx: Pick<AppContext, 'db' | 'files' | 'mailer' | 'config' | 'renders'>;
  pool: GenerationPool;
  queue: FairQueue;
  now?: () => Date;
  /** This process's name, on its staging rows (jobs/jobs.ts instanceName). */
  instance: string;
}

/** The request's body, read only once the generation has a place in the queue. */
export interface GenerationBody {
  read(): Promise<CappedBody>;
  /** Drops a body that will not be read (the request was answered before it). */
  discard(): void;
}

/** How long a generation's answer waits for the overage mail it made due. */
const MAIL_WAIT_MS = 3_000;

/** Requests with an Idempotency-Key being worked on in this process: a repeat waits for it. */
const inFlight = new Map<string, Promise<GenerationReply>>();

async function storedAnswer(
  q: Queryable,
  userId: string,
  key: string,
): Promise<GenerateAnswer | null> {
  const found = await q.query<{ response: GenerateAnswer }>(
    'select response from public.generation_requests where user_id = $1 and idempotency_key = $2',
    [userId, key],
  );
  return found.rows[0]?.response ?? null;
}

function stagedBytes(staged: StagedArtifacts): number {
  return staged.objects.reduce((sum, o) => sum + o.size, 0);
}

/** The answer to a generation that is not counted, in the product's words. */
function refusal(reason: MeteringRefusal, capCents: number, usage: unknown): GenerationReply {
  switch (reason) {
    case 'cap':
      return {
        status: 402,
        body: {
          code: 'overage_cap_reached',
          error: GENERATE_MESSAGES.overageCapReached(capCents),
          usage,
        },
      };
    case 'plugin':
      return {
        status: 402,
        body: { code: 'plugin_charges_off', error: GENERATE_MESSAGES.pluginChargesOff, usage },
      };
    case 'second_factor':
      return {
        status: 403,
        body: {
          code: 'insufficient_aal',
          error: AAL2_REQUIRED_MESSAGE,
          usage,
        },
      };
    default:
      return {
        status: 402,
        body: { code: 'generation_limit_reached', error: GENERATE_MESSAGES.limitReached, usage },
      };
  }
}

/** A flow the user cannot pay for in full: the same error codes, naming how many it needs. */
function runRefusal(
  run: NonNullable<Extract<RunMeteringResult, { ok: false }>['run']>,
  capCents: number,
  usage: unknown,
): GenerationReply {
  const single = refusal(run.reason, capCents, usage);
  const body = single.body as Record<string, unknown>;
  return {
    status: single.status,
    body: {
      ...body,
      error: GENERATE_MESSAGES.flowNeedsMore(run, capCents),
      needed: run.needed,
      available: run.available,
    },
  };
}

function storageFull(quotaBytes: number): GenerationReply {
  return {
    status: 413,
    body: { code: 'storage_quota_exceeded', error: GENERATE_MESSAGES.storageFull(quotaBytes) },
  };
}

/**
 * One generation for one user. Before any worker time is spent: the stored answer of a
 * repeated Idempotency-Key; whether the next generation could be paid for at all (allowance,
 * pack, or overage under the cap from a session that may charge) and whether the user's
 * storage has room; a place in the fair queue (else 429, before the body is read). Then the
 * body, the user's turn, the same payment check again (an earlier generation of theirs may
 * have used the last one), the generator; and last the files, metered and recorded in one
 * transaction that decides again, exactly, under the user's lock. A refusal charges nothing.
 */
export async function createGeneration(
  deps: GenerationDeps,
  caller: Caller & { userId: string },
  body: GenerationBody,
  idempotencyKey: string | null,
): Promise<GenerationReply> {
  const userId = caller.userId;
  if (idempotencyKey) {
    const earlier = await storedAnswer(deps.ctx.db, userId, idempotencyKey);
    if (earlier) {
      body.discard();
      return { status: 200, body: earlier };
    }
    const flightKey = `${userId}\u0000${idempotencyKey}`;
    const running = inFlight.get(flightKey);
    if (running) {
      body.discard();
      return running;
    }
    const work = generateOnce(deps, caller, body, idempotencyKey);
    inFlight.set(flightKey, work);
    try {
      return await work;
    } finally {
      inFlight.delete(flightKey);
    }
  }
  return generateOnce(deps, caller, body, null);
}

async function generateOnce(
  deps: GenerationDeps,
  caller: Caller & { userId: string },
  body: GenerationBody,
  idempotencyKey: string | null,
): Promise<GenerationReply> {
  const { db } = deps.ctx;
  const userId = caller.userId;
  const now = deps.now ?? (() => new Date());
  // Read afresh each time it is needed, never inside the recording transaction (see `admitted`).
  const askConsent = (): Promise<ChargeConsent> => chargeConsent(db, caller);
  const quota = deps.ctx.config.generationStorageQuotaBytes;

  /** A refusal when the next generation cannot be paid for, or (asked) the user's storage is full. */
  const payable = async (storage = false): Promise<GenerationReply | null> => {
    const at = now();
    const preview = await previewGenerationCharge(db, userId, {
      now: at,
      consent: askConsent,
      ...(storage ? { storageBucket: GENERATIONS_BUCKET } : {}),
    });
    if (preview.charge.kind === 'refused') {
      const usage = await currentUsage(db, userId, preview.tier, at);
      return refusal(preview.charge.reason, preview.capCents, usage);
    }
    return storage && preview.storedBytes >= quota ? storageFull(quota) : null;
  };

  const early = await payable(true);
  if (early) {
    body.discard();
    return early;
  }
  let ticket;
  try {
    ticket = deps.queue.admit(userId);
  } catch (err) {
    if (!(err instanceof QueueFull)) throw err;
    body.discard();
    return {
      status: err.scope === 'user' ? 429 : 503,
      body: {
        code: err.scope === 'user' ? 'too_many_requests' : 'server_busy',
        error: err.scope === 'user' ? GENERATE_MESSAGES.busy : GENERATE_MESSAGES.serverBusy,
      },
      headers: { 'Retry-After': String(err.retryAfterSeconds) },
    };
  }
  try {
    return await admitted(deps, caller, body, idempotencyKey, ticket, payable, askConsent);
  } finally {
    ticket.release();
  }
}

/** The rest of a generation once it holds a place in the queue (released by the caller). */
async function admitted(
  deps: GenerationDeps,
  caller: Caller & { userId: string },
  body: GenerationBody,
  idempotencyKey: string | null,
  ticket: QueueTicket,
  payable: () => Promise<GenerationReply | null>,
  askConsent: () => Promise<ChargeConsent>,
): Promise<GenerationReply> {
  const { db } = deps.ctx;
  const userId = caller.userId;
  const now = deps.now ?? (() => new Date());
  const quota = deps.ctx.config.generationStorageQuotaBytes;
  const read = await body.read();
  if (!read.ok) {
    return read.reason === 'too-large'
      ? { status: 413, body: { code: 'payload_too_large', error: GENERATE_MESSAGES.tooLarge } }
      : {
          status: 400,
          body: { code: 'invalid_request', error: 'The request body could not be read.' },
        };
  }
  await ticket.turn();
  // An earlier generation of this user (recorded by now: the user's turn lasts until their
  // generation is recorded) may have used the last one up.
  const late = ticket.alone ? null : await payable();
  if (late) return late;
  let outcome;
  try {
    outcome = await deps.pool.run(read.bytes);
  } finally {
    // The worker is the scarce part: the next user's turn starts while this one is stored.
    ticket.workerDone();
  }
  if (!outcome.ok)
    return { status: outcome.status, body: { code: 'invalid_request', error: outcome.message } };

  const generationId = randomUUID();
  const renderQueued = deps.ctx.renders.availability.available;
  await beginStaging(db, generationId, userId, deps.instance);
  // Whether this session may charge the card, as the owner's settings are just before
  // recording: asked while the files are written, so it costs no wait of its own. Not inside
  // the transaction: that runs as the service role, which cannot read the user's factors.
  const consent = askConsent();
  // Awaited below; should staging fail first, its rejection is not left unhandled.
  consent.catch(() => undefined);
  let staged: StagedArtifacts;
  try {
    staged = await stageArtifacts(
      deps.ctx.files,
      userId,
      generationId,
      outcome.files,
      outcome.preview,
      // The render job reads the design from here; a server that cannot render keeps none.
      renderQueued && outcome.renderInput
        ? [{ path: RENDER_INPUT_PATH, bytes: outcome.renderInput, mimetype: 'application/gzip' }]
        : [],
    );
  } catch (err) {
    await endStaging(db, generationId);
    throw err;
  }
  const consentNow = await consent;
  let kept = false;
  try {
    const reply = await runAs(
      db,
      SERVICE_CALLER,
      async (tx): Promise<GenerationReply & { recorded?: boolean; mailsDue?: string | null }> => {
        const profile = await lockUserForMetering(tx, userId);
        if (idempotencyKey) {
          // A request with the same key (on another instance) that got here first has committed by now.
          const earlier = await storedAnswer(tx, userId, idempotencyKey);
          if (earlier) return { status: 200, body: earlier };
        }
        // Under the user's lock, so concurrent generations of one user cannot pass it together.
        if ((await ownerBytes(tx, GENERATIONS_BUCKET, userId)) + stagedBytes(staged) > quota)
          return storageFull(quota);
        // A flow's screens are one generation each, counted together: all or none.
        const metered: RunMeteringResult = await meterGenerations(
          tx,
          userId,
          profile,
          outcome.screens,
          { now: now(), consent: () => Promise.resolve(consentNow) },
        );
        if (!metered.ok) {
          return {
            ...(metered.run
              ? runRefusal(metered.run, metered.capCents, metered.usage)
              : refusal(metered.reason, metered.capCents, metered.usage)),
            mailsDue: metered.mailsDue,
          };
        }
        const inserted = await tx.query<{ created_at: string; type: string }>(
          `insert into public.generations (id, user_id, name, type, charged, files, warnings, preview_path, screens, flow)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning created_at, type`,
          [
            generationId,
            userId,
            outcome.request.name,
            outcome.request.platform,
            metered.charged,
            JSON.stringify(staged.files),
            JSON.stringify(outcome.warnings),
            staged.previewObject,
            outcome.screens,
            outcome.flow ? JSON.stringify(outcome.flow) : null,
          ],
        );
        const row = inserted.rows[0];
        if (!row) throw new Error('The generation row was not inserted');
        await recordArtifacts(tx, userId, staged);
        await recordRender(tx, generationId, userId, deps.ctx.renders.availability);
        const answer: GenerateAnswer = {
          generation: {
            id: generationId,
            name: outcome.request.name,
            type: row.type,
            created_at: new Date(row.created_at).toISOString(),
            charged: metered.charged,
            screens: outcome.screens,
          },
          files: outcome.files,
          warnings: outcome.warnings,
          usage: metered.usage,
          ...(outcome.flow ? { flow: outcome.flow } : {}),
        };
        if (idempotencyKey) {
          await tx.query(
            `insert into public.generation_requests (user_id, idempotency_key, generation_id, response)
           values ($1, $2, $3, $4)`,
            [userId, idempotencyKey, generationId, JSON.stringify(answer)],
          );
        }
        return { status: 200, body: answer, recorded: true, mailsDue: metered.mailsDue };
      },
    );
    kept = reply.recorded === true;
    if (kept && renderQueued) {
      // Not awaited: the code answer never waits for its render. A send that fails leaves the
      // render row queued, and the scheduled resend sends it a minute later.
      void sendRenderJob(deps.ctx.renders.queue, generationId).catch((err: unknown) => {
        log.error(
          { err, generation: generationId },
          'the render job could not be sent; the resend job retries it',
        );
      });
    }
    if (reply.mailsDue) {
      // After the commit, waited for a little only: a mail server that is slow finishes in
      // the background, and one that is down leaves the mail due for the scheduled job.
      const sending = sendDueOverageMails(deps.ctx, reply.mailsDue).catch((err: unknown) => {
        log.error({ err }, 'overage mails could not be sent; the scheduled job retries them');
      });
      await Promise.race([sending, new Promise((r) => setTimeout(r, MAIL_WAIT_MS).unref())]);
    }
    return { status: reply.status, body: reply.body };
  } finally {
    // A recorded generation's staging row went with the insert of its row (a trigger, in the
    // same transaction); one that is not recorded loses its files, then its row.
    if (!kept) {
      await discardArtifacts(deps.ctx.files, staged);
      await endStaging(db, generationId);
    }
  }
}
