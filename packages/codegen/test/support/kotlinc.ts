import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The `java` to run kotlinc with: JAVA_HOME first, then PATH. Throws when there is none. */
export function findJava(): string {
  const candidates = [process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : undefined].filter((c): c is string => Boolean(c));
  for (const c of candidates) if (existsSync(c)) return c;
  const which = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' });
  const onPath = which.stdout.trim();
  if (which.status === 0 && onPath) return onPath;
  throw new Error('No Java runtime found (set JAVA_HOME or put java 17+ on PATH): the Kotlin compile check cannot run.');
}

/** The compiler jar of the `kotlin-compiler` npm package. Throws when it is not installed. */
export function findKotlinCompiler(): { jar: string; lib: string } {
  const root = dirname(require.resolve('kotlin-compiler/package.json'));
  const lib = join(root, 'lib');
  const jar = join(lib, 'kotlin-compiler.jar');
  if (!existsSync(jar)) throw new Error(`kotlin-compiler is installed but ${jar} is missing.`);
  return { jar, lib };
}

export interface CompileResult {
  ok: boolean;
  output: string;
}

/**
 * Compiles Kotlin sources (files or directories) in one kotlinc run on the
 * JVM, with the Compose compiler plugin that ships in the distribution.
 */
export function compileKotlin(sources: string[], outDir: string): CompileResult {
  const java = findJava();
  const { jar, lib } = findKotlinCompiler();
  const plugin = join(lib, 'compose-compiler-plugin.jar');
  if (!existsSync(plugin)) throw new Error(`The Compose compiler plugin is missing from kotlin-compiler (${plugin}).`);
  const result = spawnSync(
    java,
    // C1 only: a one-shot compiler run spends more on C2 compiling itself than it gains (half the CPU time here).
    ['-Xmx1536m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xss4m', '-cp', jar, 'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler', '-no-reflect', '-nowarn', '-jvm-target', '17', `-Xplugin=${plugin}`, '-d', outDir, ...sources],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw result.error;
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
