import { describe, expect, it } from 'vitest';
import { startPace } from './steady-pace';

describe('steady pace', () => {
  it('waits out what is left of the floor, whatever the work took', async () => {
    let clock = 1_000;
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
      clock += ms;
    };
    for (const workMs of [0, 3, 40, 249]) {
      const started = clock;
      const pace = startPace(250, () => clock, wait);
      clock += workMs;
      await pace.settle();
      expect(clock - started).toBe(250);
    }
    expect(waits).toEqual([250, 247, 210, 1]);
  });

  it('does not wait when the work took longer than the floor', async () => {
    let clock = 0;
    const waits: number[] = [];
    const pace = startPace(
      250,
      () => clock,
      async (ms) => waits.push(ms),
    );
    clock = 400;
    await pace.settle();
    expect(waits).toEqual([]);
  });
});
