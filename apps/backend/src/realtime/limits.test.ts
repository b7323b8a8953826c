import { describe, expect, it } from 'vitest';
import { PerSecond } from './limits';

describe('a rate per second', () => {
  it('takes a burst up to the rate, then refills as time passes', () => {
    let clock = 0;
    const rate = new PerSecond(10, () => clock);
    expect(Array.from({ length: 11 }, () => rate.hit())).toEqual([...Array(10).fill(true), false]);
    clock += 500;
    expect(Array.from({ length: 6 }, () => rate.hit())).toEqual([...Array(5).fill(true), false]);
  });

  it('takes a client that keeps to the rate with jitter, which a count per second would refuse', () => {
    let clock = 0;
    const rate = new PerSecond(10, () => clock);
    // Five every 600 ms on average; the third batch comes 250 ms early, the eleventh join
    // within one second of the first.
    for (const at of [0, 600, 950, 1800, 2400]) {
      clock = at;
      for (let i = 0; i < 5; i++) expect([at, rate.hit()]).toEqual([at, true]);
    }
  });
});
