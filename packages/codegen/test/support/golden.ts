import { generate, type GenerateOptions, type GenerateResult } from '../../src/index.ts';
import type { WarningCode } from '../../src/warnings.ts';
import type { FigmaJson } from './figma.ts';

export interface GoldenSpec {
  /** The Figma JSON (built fresh each call so cases never share mutable fixtures). */
  given: () => FigmaJson | unknown;
  options?: Omit<GenerateOptions, 'packageName'>;
  /** Snippets the generated Kotlin must contain. */
  want: string[];
  /** Warning codes that must be reported. */
  warnings?: WarningCode[];
}

export type GoldenCase = [name: string, spec: GoldenSpec];

/** Each case generates into its own package, so all goldens compile together in one kotlinc run. */
export function packageFor(name: string): string {
  return `golden.${name.replace(/[^a-z0-9]+/g, '_')}`;
}

export function runCase(name: string, spec: GoldenSpec): Promise<GenerateResult> {
  return generate(spec.given(), { ...spec.options, packageName: packageFor(name) });
}

/** The files of a result as text for snapshots: Kotlin and XML verbatim, PNGs by size, warnings last. */
export function snapshotFiles(result: GenerateResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of result.files) {
    out.set(
      f.path.replace(/^java\/golden\/[^/]+\//, 'java/'),
      typeof f.contents === 'string' ? f.contents : `PNG, ${f.contents.length} bytes\n`,
    );
  }
  out.set(
    'warnings.txt',
    result.warnings
      .map(
        (w) =>
          `${w.nodeId} ${w.code} "${w.nodeName}": ${w.message}${w.count > 1 ? ` [${w.count} layers: ${w.nodeIds.join(', ')}]` : ''}`,
      )
      .join('\n') + '\n',
  );
  return out;
}

export function kotlinOf(result: GenerateResult): string {
  return result.files
    .filter((f) => f.path.endsWith('.kt'))
    .map((f) => f.contents as string)
    .join('\n');
}

/** An `R` class declaring the drawables a result wrote, as the Android build would generate it. */
export function rClassFor(packageName: string, result: GenerateResult): string {
  const names = result.files
    .map((f) => /^res\/drawable\/([a-z0-9_]+)\.(xml|png)$/.exec(f.path)?.[1])
    .filter((n): n is string => Boolean(n));
  const fields = names.map((n, i) => `        const val ${n} = ${0x7f080000 + i}`).join('\n');
  // The Google Fonts provider's certificates (res/values/font_certs.xml) are an array resource.
  const arrays = result.files.some((f) => f.path === 'res/values/font_certs.xml')
    ? '    object array {\n        const val com_google_android_gms_fonts_certs = 0x7f030000\n    }\n'
    : '';
  return `package ${packageName}\n\nobject R {\n    object drawable {\n${fields}\n    }\n${arrays}}\n`;
}
