import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The package folder: the POM, the build script, the fontconfig file and target/ are found from it. */
export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The renderer's fontconfig file: what the JVM draws with, and what the report says is installed. */
export const fontconfigFile = join(packageDir, 'fonts', 'fonts.conf');

export interface CompileMessage {
  severity: 'error';
  file: string | null;
  line: number | null;
  column: number | null;
  message: string;
}

export interface CompileAnswer {
  ok: boolean;
  messages: CompileMessage[];
  /** Wall time in the JVM. */
  ms: number;
  /** CPU time of the JVM process meanwhile (all threads). */
  cpuMs: number;
}

/** A node of the rendered semantics tree: every test-tagged node, and every node with text. */
export interface RenderedNode {
  tag: string | null;
  /** The nearest tagged ancestor's tag. */
  parentTag: string | null;
  /** The node's box, root-relative, in dp (density is 1, so also pixels). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** The part of the box inside every ancestor's clip: [left, top, right, bottom]. */
  visible: [number, number, number, number];
  text: string | null;
  editableText: string | null;
  lineCount?: number;
  /** Characters drawn inside the box (the end of the last line that fits). */
  visibleChars?: number;
  /** The text does not fit its box: taller, a line wider, or ellipsized. */
  clipped?: boolean;
  /** Why: `height`, `width`, `ellipsis`, or `wrap` (laid out past a smaller box, it wrapped onto more lines than its newlines make). */
  clippedBy?: 'height' | 'width' | 'ellipsis' | 'wrap';
  /** Whether this node or an ancestor scrolls horizontally, vertically. */
  scrollX: boolean;
  scrollY: boolean;
}

export interface RenderedImage {
  png: string | null;
  nodes: RenderedNode[];
  /** Set when composing or drawing failed (the exception's class and message). */
  error?: string;
}

export interface RenderedPreview extends RenderedImage {
  /** `<class>.<function>`, e.g. `golden.signin.SignInKt.SignInPreview`. */
  name: string;
  function: string;
  widthDp: number;
  heightDp: number;
  variants: (RenderedImage & { width: number })[];
}

export interface RenderRequest {
  /** The compiled classes of one job; each gets a fresh class loader. */
  classes: string;
  /** Where the PNGs go. */
  out: string;
  /** `R.drawable` ids and the generated files they stand for (see `androidResources`). */
  resources: { id: number; file: string }[];
  /** Widths in dp to render every preview again at, height unchanged (the responsive check). */
  widths?: number[];
  /** Only previews whose `name` starts with one of these (a package, a class, a function). */
  only?: string[];
}

export interface RenderAnswer {
  ok: boolean;
  previews: RenderedPreview[];
  ms: number;
  cpuMs: number;
}

interface Answer {
  id: number;
  ok: boolean;
  error?: string;
  ms: number;
}

/** Runs the package's Maven build when the JVM side is missing or older than its sources. Throws with Maven's output when it fails. */
export function ensureBuilt(): void {
  const result = spawnSync('bash', [join(packageDir, 'scripts', 'build-jvm.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (result.status !== 0)
    throw new Error(`Building the Compose renderer failed:\n${result.stderr}`);
}

/**
 * The same build without blocking the event loop (a server builds while it serves): resolves
 * when the JVM side is up to date, rejects with Maven's output when the build fails.
 */
export function ensureBuiltAsync(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [join(packageDir, 'scripts', 'build-jvm.sh')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Building the Compose renderer failed:\n${stderr}`)),
    );
  });
}

/** The `java` to run (JAVA_HOME first, then PATH), or null when the machine has none. */
export function javaRuntime(): string | null {
  const fromHome = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : undefined;
  if (fromHome && existsSync(fromHome)) return fromHome;
  const which = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return null;
}

/** Whether the JVM side is built (the jar and its classpath), so no Maven run is needed to start. */
export function isBuilt(): boolean {
  return (
    existsSync(join(packageDir, 'target', 'compose-renderer-0.1.0.jar')) &&
    existsSync(join(packageDir, 'target', 'classpath.txt'))
  );
}

function findJava(): string {
  const java = javaRuntime();
  if (java) return java;
  throw new Error(
    'No Java runtime found (set JAVA_HOME or put java 17+ on PATH): the Compose renderer needs one.',
  );
}

export interface StartOptions {
  /** The `java` to run (default: JAVA_HOME, then PATH). */
  java?: string;
  /**
   * Added to the JVM's niceness (0 to 19): a renderer that shares a machine with a web server
   * runs behind it, so requests keep their CPU while renders take what is left.
   */
  niceness?: number;
}

/**
 * One warm JVM running the renderer: requests go one per line on its stdin, answers come back one
 * per line on its stdout, in order. Start it once and send it every job; close it when done.
 */
export class ComposeJvm {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (a: Answer) => void; reject: (e: Error) => void }
  >();
  private stderr = '';
  private exited: Error | undefined;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      let answer: Answer;
      try {
        answer = JSON.parse(line) as Answer;
      } catch {
        this.stderr += `${line}\n`;
        return;
      }
      const waiter = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      waiter?.resolve(answer);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      // Keep the tail only: Compose and the compiler can be chatty, and it is read only on failure.
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-20_000);
    });
    // A request written as the JVM dies (killed past a time limit or at shutdown) fails with
    // EPIPE on the pipe; the exit below rejects the waiting requests, so the pipe's error is
    // only noted instead of being thrown from the stream as an uncaught exception.
    child.stdin.on('error', (err) => {
      this.stderr = `${this.stderr}\n(writing to the JVM failed: ${err.message})`.slice(-20_000);
    });
    child.on('exit', (code, signal) => {
      this.exited = new Error(
        `The Compose renderer's JVM exited (${signal ?? `code ${code}`}):\n${this.stderr}`,
      );
      for (const w of this.waiting.values()) w.reject(this.exited);
      this.waiting.clear();
    });
  }

  /** Builds the JVM side if needed and starts it. */
  static start(options: StartOptions = {}): ComposeJvm {
    ensureBuilt();
    return ComposeJvm.spawn(options);
  }

  /** The same, with the build (when one is needed) off the event loop. */
  static async startAsync(options: StartOptions = {}): Promise<ComposeJvm> {
    await ensureBuiltAsync();
    return ComposeJvm.spawn(options);
  }

  private static spawn(options: StartOptions): ComposeJvm {
    const classpath = [
      join(packageDir, 'target', 'compose-renderer-0.1.0.jar'),
      readFileSync(join(packageDir, 'target', 'classpath.txt'), 'utf8').trim(),
    ].join(':');
    const child = spawn(
      options.java ?? findJava(),
      [
        // Deep generated expressions need a deep stack (the worker thread asks for its own, this is for the rest).
        '-Xss16m',
        '-Xmx2g',
        '-XX:+UseSerialGC',
        // The compiler's application environment (its jar file system and caches over the
        // Compose jars) is kept from one compile to the next, as the Kotlin daemon keeps it.
        '-Dkotlin.environment.keepalive=true',
        '-Djava.awt.headless=true',
        '-cp',
        classpath,
        'app.frametocode.renderer.MainKt',
      ],
      {
        env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    if (options.niceness && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness);
      } catch {
        // Lowering one's own child's priority is allowed everywhere it is supported; where
        // it is not (some containers), the renderer runs at the normal priority.
      }
    }
    return new ComposeJvm(child);
  }

  /** Whether the JVM has exited (crashed, killed or shut down). */
  get alive(): boolean {
    return this.exited === undefined;
  }

  /** Answers once the JVM is up and reading requests. */
  async ping(): Promise<void> {
    await this.request({ op: 'ping' });
  }

  /** Ends the JVM at once (a request that never answers); waiting requests are rejected. */
  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private request<T extends Answer>(body: Record<string, unknown>): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, {
        resolve: (a) =>
          a.ok === false && a.error
            ? reject(new Error(`The Compose renderer failed: ${a.error}\n${this.stderr}`))
            : resolve(a as T),
        reject,
      });
      this.child.stdin.write(`${JSON.stringify({ ...body, id })}\n`);
    });
  }

  /** Compiles Kotlin source files or folders into `out`, against Compose desktop and the shim. */
  compile(sources: string[], out: string): Promise<CompileAnswer> {
    return this.request<CompileAnswer & Answer>({ op: 'compile', sources, out });
  }

  /** Renders every `@Preview` of a compiled job to PNG and reads its semantics tree. */
  render(request: RenderRequest): Promise<RenderAnswer> {
    return this.request<RenderAnswer & Answer>({ op: 'render', ...request });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    await this.request({ op: 'shutdown' }).catch(() => undefined);
    await exited;
  }
}

/** A compile message as a compiler prints it: `file:line:column: error: message`. */
export function formatMessage(m: CompileMessage): string {
  const where = m.file
    ? `${m.file}${m.line ? `:${m.line}${m.column ? `:${m.column}` : ''}` : ''}: `
    : '';
  return `${where}error: ${m.message}`;
}
