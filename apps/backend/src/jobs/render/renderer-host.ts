import { ComposeJvm } from '@app/compose-renderer/jvm';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { log } from '../../log/logger';

/**
 * One long-lived JVM of a render worker: started (and, the first time on a machine, built
 * with Maven) off the event loop, warmed with one small compile and render so the first
 * user's job does not pay the compiler's cold start, and started again when it dies (a
 * crash, or a job past its time limit is killed). Jobs use it one at a time.
 */
/** A host closed (the server shutting down) while its JVM was still starting. */
export class RendererHostClosed extends Error {
  constructor() {
    super('The renderer was closed while its JVM was starting.');
    this.name = 'RendererHostClosed';
  }
}

export class RendererHost {
  private jvm: Promise<ComposeJvm> | null = null;
  /** The JVM between its spawn and the end of its warm-up. */
  private warming: ComposeJvm | null = null;
  /** The JVM that finished its warm-up last. */
  private ready: ComposeJvm | null = null;
  private closed = false;

  constructor(private readonly options: { java?: string; niceness: number }) {}

  /** Where the host is: nothing started, building or spawning, warming up, or warm. */
  get state(): 'idle' | 'starting' | 'warming' | 'ready' | 'closed' {
    if (this.closed) return 'closed';
    if (this.warming) return 'warming';
    if (this.ready?.alive) return 'ready';
    return this.jvm ? 'starting' : 'idle';
  }

  /** The running JVM, started and warmed when there is none. */
  get(): Promise<ComposeJvm> {
    this.jvm ??= this.start();
    const current = this.jvm;
    current.catch(() => {
      if (this.jvm === current) this.jvm = null;
    });
    return current.then((jvm) => {
      if (jvm.alive) return jvm;
      if (this.jvm === current) this.jvm = null;
      return this.get();
    });
  }

  private async start(): Promise<ComposeJvm> {
    if (this.closed) throw new RendererHostClosed();
    const started = performance.now();
    const jvm = await ComposeJvm.startAsync(this.options);
    if (this.closed) {
      jvm.kill();
      throw new RendererHostClosed();
    }
    this.warming = jvm;
    try {
      await warmUp(jvm).catch((err: unknown) => {
        // A warm-up that fails says nothing about real jobs; they report their own errors.
        if (!this.closed) log.warn({ err, component: 'renders' }, 'the renderer warm-up failed');
      });
    } finally {
      this.warming = null;
    }
    if (this.closed) throw new RendererHostClosed();
    this.ready = jvm;
    log.info(
      { component: 'renders', ms: Math.round(performance.now() - started) },
      'the Compose renderer is ready',
    );
    return jvm;
  }

  /** Kills the JVM (a job that never answered); the next get() starts a fresh one. */
  async kill(): Promise<void> {
    const current = this.jvm;
    this.jvm = null;
    const jvm = await current?.catch(() => null);
    jvm?.kill();
  }

  /**
   * Ends the JVM: a warm one is asked to shut down; one still warming up is killed, and one
   * still being built or spawned is killed as soon as it exists, so a server stopping during a
   * JVM's start (up to minutes on a busy machine) never waits for the warm-up to finish.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.jvm = null;
    this.warming?.kill();
    await this.ready?.close();
  }
}

/** A tiny screen compiled and drawn once at start: the compiler and Compose load and JIT-compile their hot paths. */
const WARM_UP_SOURCE = `package warmup

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.dp

@Composable
fun WarmUp(modifier: Modifier = Modifier) {
    Column(modifier = modifier.padding(16.dp).testTag("1:1")) {
        Text(text = "Warm up", modifier = Modifier.testTag("1:2"))
        Button(onClick = {}) { Text("Go") }
    }
}

@Preview(widthDp = 120, heightDp = 120)
@Composable
fun WarmUpPreview() {
    WarmUp()
}
`;

async function warmUp(jvm: ComposeJvm): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ftc-render-warmup-'));
  try {
    const sources = path.join(dir, 'src', 'warmup');
    await mkdir(sources, { recursive: true });
    await writeFile(path.join(sources, 'WarmUp.kt'), WARM_UP_SOURCE);
    const classes = path.join(dir, 'classes');
    const compiled = await jvm.compile([path.join(dir, 'src')], classes);
    if (!compiled.ok) throw new Error(compiled.messages.map((m) => m.message).join('\n'));
    await jvm.render({ classes, out: path.join(dir, 'png'), resources: [] });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
