import { describe, expect, it } from 'vitest';
import { ComposeJvm } from '../src/jvm.ts';

/** The JVM process as the render workers drive it, when it dies under a request. */
describe('the Compose renderer JVM', () => {
  it('killed while a request is being written, rejects that request instead of throwing EPIPE', async () => {
    const jvm = ComposeJvm.start();
    jvm.kill();
    // Written before the exit is seen: the pipe fails under the write.
    const asked = jvm.ping();
    await expect(asked).rejects.toThrow(/JVM exited/);
    expect(jvm.alive).toBe(false);
    // A request after the exit is refused at once.
    await expect(jvm.ping()).rejects.toThrow(/JVM exited/);
  });
});
