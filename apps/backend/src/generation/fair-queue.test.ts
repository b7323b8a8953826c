import { describe, expect, it } from 'vitest';
import { FairQueue, QueueFull, type QueueTicket } from './fair-queue';

/** Admits and lines up a job; resolves its label into `order` when its turn comes. */
function lineUp(q: FairQueue, user: string, label: string, order: string[]): QueueTicket {
  const ticket = q.admit(user);
  void ticket.turn().then(() => order.push(label));
  return ticket;
}
const settle = () => new Promise((r) => setImmediate(r));

describe('FairQueue', () => {
  it('runs one generation per user at a time and lets users take turns', async () => {
    const q = new FairQueue({ concurrency: 1, perUserWaiting: 3, maxWaiting: 10 });
    const order: string[] = [];
    const a1 = lineUp(q, 'a', 'a1', order);
    const a2 = lineUp(q, 'a', 'a2', order);
    const a3 = lineUp(q, 'a', 'a3', order);
    const b1 = lineUp(q, 'b', 'b1', order);
    const c1 = lineUp(q, 'c', 'c1', order);
    await settle();
    expect(order).toEqual(['a1']);
    a1.release();
    await settle();
    // b and c came after a's queue of three, but each gets a turn before a's second.
    expect(order).toEqual(['a1', 'b1']);
    b1.release();
    await settle();
    c1.release();
    await settle();
    a2.release();
    await settle();
    a3.release();
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
    expect(q.size).toBe(0);
  });

  it('never runs two of one user’s generations at once, even with free workers', async () => {
    const q = new FairQueue({ concurrency: 4, perUserWaiting: 3, maxWaiting: 10 });
    const order: string[] = [];
    const first = lineUp(q, 'a', 'a1', order);
    lineUp(q, 'a', 'a2', order);
    lineUp(q, 'b', 'b1', order);
    await settle();
    expect(order.sort()).toEqual(['a1', 'b1']);
    first.release();
    await settle();
    expect(order).toContain('a2');
  });

  it('gives the worker to the next user when a job is done with it, but keeps that user’s next job for release', async () => {
    const q = new FairQueue({ concurrency: 1, perUserWaiting: 3, maxWaiting: 10 });
    const order: string[] = [];
    const a1 = lineUp(q, 'a', 'a1', order);
    lineUp(q, 'a', 'a2', order);
    lineUp(q, 'b', 'b1', order);
    await settle();
    a1.workerDone();
    await settle();
    // b takes the worker while a1 is still being recorded; a2 waits for a1's release.
    expect(order).toEqual(['a1', 'b1']);
    a1.release();
    await settle();
    expect(order).toEqual(['a1', 'b1']);
  });

  it('tells a ticket whether the user held other places when it was taken', () => {
    const q = new FairQueue({ concurrency: 1, perUserWaiting: 3, maxWaiting: 10 });
    const first = q.admit('a');
    expect(first.alone).toBe(true);
    expect(q.admit('a').alone).toBe(false);
    expect(q.admit('b').alone).toBe(true);
    first.release();
  });

  it('refuses a user past their places and the server past its own, before any body is read', () => {
    const q = new FairQueue({ concurrency: 2, perUserWaiting: 2, maxWaiting: 3 });
    q.admit('a');
    q.admit('a');
    q.admit('a');
    expect(() => q.admit('a')).toThrow(QueueFull);
    try {
      q.admit('a');
    } catch (err) {
      expect((err as QueueFull).scope).toBe('user');
      expect((err as QueueFull).retryAfterSeconds).toBeGreaterThanOrEqual(5);
    }
    q.admit('b');
    q.admit('c');
    expect(() => q.admit('d')).toThrow(expect.objectContaining({ scope: 'server' }) as Error);
  });

  it('gives places back on release at any stage: uploading, waiting or running', async () => {
    const q = new FairQueue({ concurrency: 1, perUserWaiting: 1, maxWaiting: 5 });
    const order: string[] = [];
    const running = lineUp(q, 'a', 'a1', order);
    const waiting = lineUp(q, 'a', 'a2', order);
    await settle();
    waiting.release();
    const uploading = q.admit('b');
    uploading.release();
    running.release();
    running.release();
    await settle();
    expect(order).toEqual(['a1']);
    expect(q.size).toBe(0);
    // The user's places are free again.
    lineUp(q, 'a', 'a3', order);
    lineUp(q, 'a', 'a4', order);
    await settle();
    expect(order).toEqual(['a1', 'a3']);
  });
});
