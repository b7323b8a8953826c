import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers that must not tell whether an account exists (a password reset request, a resent
 * confirmation, a sign-up of a registered address) do different work behind the scenes: a
 * token is stored and a mail sent for some addresses and not for others. Such an answer is
 * given at a steady pace: no sooner than STEADY_ANSWER_MS after the request began (sign-up:
 * after its password is hashed, which takes the same time for every address), whatever
 * the work took, so the time of the answer says nothing. (Mail that may be slow is sent
 * beside the answer, not before it: see the routes.)
 */
export const STEADY_ANSWER_MS = 250;

export interface Pace {
  /** Resolves STEADY_ANSWER_MS after the pace started (at once when that time has passed). */
  settle(): Promise<void>;
}

export function startPace(
  floorMs = STEADY_ANSWER_MS,
  now: () => number = () => performance.now(),
  wait: (ms: number) => Promise<unknown> = sleep,
): Pace {
  const started = now();
  return {
    async settle() {
      const left = started + floorMs - now();
      if (left > 0) await wait(left);
    },
  };
}

/**
 * Sends a mail beside the answer: the answer waits for it at most until the pace settles,
 * and a failure is only logged (by the sender), because an error that only addresses with
 * an account can get would name them.
 */
export async function mailBeside(pace: Pace, sending: Promise<void>): Promise<void> {
  const settled = pace.settle();
  await Promise.race([sending.catch(() => undefined), settled]);
  await settled;
}
