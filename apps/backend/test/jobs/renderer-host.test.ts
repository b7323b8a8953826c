import { describe, expect, it } from 'vitest';
import { RendererHost, RendererHostClosed } from '../../src/jobs/render/renderer-host';

/**
 * A render worker's JVM host when the server stops: a JVM still warming up (seconds on a quiet
 * machine, minutes on a busy one) is killed, so a SIGTERM during a server's start does not wait
 * for a warm-up whose JVM is about to be thrown away.
 */
describe('the renderer host', () => {
  it('closed while its JVM warms up, ends the start at once instead of finishing the warm-up', async () => {
    const host = new RendererHost({ niceness: 0 });
    const started = host.get();
    started.catch(() => undefined);
    // Spawned (built first if this machine has never built it) and warming up.
    await expect.poll(() => host.state, { timeout: 300_000, interval: 10 }).toBe('warming');
    await host.close();
    expect(host.state).toBe('closed');
    await expect(started).rejects.toBeInstanceOf(RendererHostClosed);
    // A closed host starts nothing again.
    await expect(host.get()).rejects.toBeInstanceOf(RendererHostClosed);
  }, 320_000);
});
