import type { AppContext } from '../context';
import { closeEndedCycles } from './monthly-close';
import { stripeClient } from './stripe-client';

const HOUR_MS = 3_600_000;

/**
 * Runs the monthly close every hour on every instance: the first run after a month ends bills
 * it; the claim in closeEndedCycles makes the other runs and instances find nothing to do.
 */
export function scheduleMonthlyClose(ctx: AppContext): NodeJS.Timeout {
  const run = () =>
    void closeEndedCycles(ctx, stripeClient(ctx.config)).catch((err: unknown) =>
      console.error('[billing] The monthly close failed; it runs again in an hour:', err),
    );
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return timer;
}
