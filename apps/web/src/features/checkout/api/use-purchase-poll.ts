import { useEffect, useState } from 'react';
import { PAYMENT_POLL_MAX, PAYMENT_POLL_MS } from '@app/shared/timings';

export type PollState = 'waiting' | 'done' | 'timeout';

/**
 * Calls `check` at once and then every second until it answers true or 60 tries have been
 * made. A failed check counts as a try. `attempt` restarts the poll.
 */
export function usePurchasePoll(check: () => Promise<boolean>, attempt: number): PollState {
  const [state, setState] = useState<PollState>('waiting');
  useEffect(() => {
    let cancelled = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('waiting');
    const tick = async () => {
      tries++;
      const ok = await check().catch(() => false);
      if (cancelled) return;
      if (ok) setState('done');
      else if (tries >= PAYMENT_POLL_MAX) setState('timeout');
      else timer = setTimeout(() => void tick(), PAYMENT_POLL_MS);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `check` is rebuilt every render; the poll restarts only on a new attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return state;
}
