import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { WebhookSender } from '../../src/dev/stripe/webhooks';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';

describe.each(databaseTargets())('the Stripe stand-in webhook sender on %s', (target) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b.close();
  });

  it('leaves the database alone once nothing is pending', async () => {
    const db = b.server.ctx.db;
    let queries = 0;
    // The server's own database, counting what the sender asks of it.
    const counted: Database = {
      ...db,
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
    };
    const sender = new WebhookSender(
      counted,
      () => `${b.url}/functions/v1/stripe-webhook`,
      'whsec_idle',
    );
    try {
      await sender.flush();
      const afterOneRound = queries;
      expect(afterOneRound).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(queries).toBe(afterOneRound);
    } finally {
      await sender.stop();
    }
  });
});
