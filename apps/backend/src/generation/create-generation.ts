import { randomUUID } from 'node:crypto';
import { GENERATE_MESSAGES, type GenerateAnswer } from '@app/shared/generate';
import type { AppContext } from '../context';
import { runAs, SERVICE_CALLER } from '../db/request-context';
import {
  lockUserForMetering,
  meterGeneration,
  noOverage,
  type OverageBilling,
} from '../billing/metering';
import type { GenerationPool } from './pool';
import { discardArtifacts, recordArtifacts, stageArtifacts } from './artifacts';

/** The function's answer: a status and a JSON body. */
export interface GenerationReply {
  status: number;
  body: unknown;
}

export interface GenerationDeps {
  ctx: Pick<AppContext, 'db' | 'files'>;
  pool: GenerationPool;
  overage?: OverageBilling;
  now?: () => Date;
}

async function storedAnswer(
  deps: GenerationDeps,
  userId: string,
  key: string,
): Promise<GenerateAnswer | null> {
  const found = await deps.ctx.db.query<{ response: GenerateAnswer }>(
    'select response from public.generation_requests where user_id = $1 and idempotency_key = $2',
    [userId, key],
  );
  return found.rows[0]?.response ?? null;
}

/**
 * One generation for one user: generate first (a failure charges nothing), then meter,
 * record the generation, its files and the idempotency record in one transaction.
 */
export async function createGeneration(
  deps: GenerationDeps,
  userId: string,
  body: Uint8Array,
  idempotencyKey: string | null,
): Promise<GenerationReply> {
  if (idempotencyKey) {
    const earlier = await storedAnswer(deps, userId, idempotencyKey);
    if (earlier) return { status: 200, body: earlier };
  }
  const outcome = await deps.pool.run(body);
  if (!outcome.ok)
    return { status: outcome.status, body: { error: 'invalid_request', message: outcome.message } };

  const generationId = randomUUID();
  const staged = await stageArtifacts(
    deps.ctx.files,
    userId,
    generationId,
    outcome.files,
    outcome.preview,
  );
  const now = (deps.now ?? (() => new Date()))();
  let kept = false;
  try {
    const reply = await runAs(
      deps.ctx.db,
      SERVICE_CALLER,
      async (tx): Promise<GenerationReply & { recorded?: boolean }> => {
        const tier = await lockUserForMetering(tx, userId);
        if (idempotencyKey) {
          // A request with the same key that got here first has committed by now.
          const earlier = await tx.query<{ response: GenerateAnswer }>(
            'select response from public.generation_requests where user_id = $1 and idempotency_key = $2',
            [userId, idempotencyKey],
          );
          if (earlier.rows[0]) return { status: 200, body: earlier.rows[0].response };
        }
        const metered = await meterGeneration(tx, userId, tier, {
          now,
          overage: deps.overage ?? noOverage,
        });
        if (!metered.ok) {
          return {
            status: 402,
            body: {
              error: 'generation_limit_reached',
              message: GENERATE_MESSAGES.limitReached,
              usage: metered.usage,
            },
          };
        }
        const inserted = await tx.query<{ created_at: string; type: string }>(
          `insert into public.generations (id, user_id, name, type, charged, files, warnings, preview_path)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning created_at, type`,
          [
            generationId,
            userId,
            outcome.request.name,
            outcome.request.platform,
            metered.charged,
            JSON.stringify(staged.files),
            JSON.stringify(outcome.warnings),
            staged.previewObject,
          ],
        );
        const row = inserted.rows[0];
        if (!row) throw new Error('The generation row was not inserted');
        await recordArtifacts(tx, userId, staged);
        const answer: GenerateAnswer = {
          generation: {
            id: generationId,
            name: outcome.request.name,
            type: row.type,
            created_at: new Date(row.created_at).toISOString(),
            charged: metered.charged,
          },
          files: outcome.files,
          warnings: outcome.warnings,
          usage: metered.usage,
        };
        if (idempotencyKey) {
          await tx.query(
            `insert into public.generation_requests (user_id, idempotency_key, generation_id, response)
           values ($1, $2, $3, $4)`,
            [userId, idempotencyKey, generationId, JSON.stringify(answer)],
          );
        }
        return { status: 200, body: answer, recorded: true };
      },
    );
    kept = reply.recorded === true;
    return { status: reply.status, body: reply.body };
  } finally {
    if (!kept) await discardArtifacts(deps.ctx.files, staged);
  }
}
