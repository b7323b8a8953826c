/**
 * Counts, over a folder of saved Figma REST responses, how the generated
 * screens and components write colours, spacing, radii and text styles: as
 * literals (`Color(0x…)`, `padding(16.dp)`, `RoundedCornerShape(8.dp)`,
 * `fontSize = 14.sp`) or from the theme (`MaterialTheme.colorScheme.…`,
 * `MaterialTheme.typography.…`, `MaterialTheme.shapes.…`) and the generated
 * tokens object (`AppTheme.colors.…`, `.spacing`, `.radii`, `.textStyles`).
 * The theme file itself is not counted: it is where the values are declared.
 * A `<name>.variables.json` next to a design is passed as its variables.
 *
 *   npx tsx scripts/token-count.ts <folder>
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '../src/index.ts';

interface Counts {
  colorLiterals: number;
  colorTheme: number;
  colorTokens: number;
  spacingLiterals: number;
  spacingTokens: number;
  radiusLiterals: number;
  radiusTheme: number;
  radiusTokens: number;
  textInline: number;
  textTheme: number;
  textTokens: number;
}

const zero = (): Counts => ({
  colorLiterals: 0,
  colorTheme: 0,
  colorTokens: 0,
  spacingLiterals: 0,
  spacingTokens: 0,
  radiusLiterals: 0,
  radiusTheme: 0,
  radiusTokens: 0,
  textInline: 0,
  textTheme: 0,
  textTokens: 0,
});

const count = (s: string, re: RegExp): number => s.match(re)?.length ?? 0;

/** What one file of screens and components writes. */
function countFile(source: string, theme: string): Counts {
  const t = theme.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Padding arguments and gaps: `padding(…)` calls and `spacedBy(…)`, literal dp or a token.
  const spacingArgs = [
    ...source.matchAll(/\.padding\(([^()]*(?:\([^()]*\))?[^()]*)\)|spacedBy\(([^,)]+)/g),
  ].flatMap((m) =>
    (m[1] ?? m[2] ?? '').split(',').map((a) => a.replace(/^\s*\w+\s*=\s*/, '').trim()),
  );
  const radiusArgs = [...source.matchAll(/RoundedCornerShape\(([^)]*)\)/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((a) => a.replace(/^\s*\w+\s*=\s*/, '').trim()),
  );
  return {
    colorLiterals: count(source, /\bColor\(0x[0-9A-F]{8}\)/g),
    colorTheme: count(source, /MaterialTheme\.colorScheme\.\w+/g),
    colorTokens: count(source, new RegExp(`\\b${t}\\.colors\\.\\w+`, 'g')),
    spacingLiterals: spacingArgs.filter((a) => /^[\d.]+\.dp$/.test(a)).length,
    spacingTokens: spacingArgs.filter((a) => a.startsWith(`${theme}.spacing.`)).length,
    radiusLiterals: radiusArgs.filter((a) => /^[\d.]+\.dp$/.test(a) && a !== '0.dp').length,
    radiusTheme: count(source, /MaterialTheme\.shapes\.\w+/g),
    radiusTokens: radiusArgs.filter((a) => a.startsWith(`${theme}.radii.`)).length,
    textInline: count(source, /\bfontSize = [\d.]+\.sp/g),
    textTheme: count(source, /style = MaterialTheme\.typography\.\w+/g),
    textTokens: count(source, new RegExp(`style = ${t}\\.textStyles\\.\\w+`, 'g')),
  };
}

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: npx tsx scripts/token-count.ts <folder>\n');
  process.exit(2);
}
const total = zero();
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.variables.json'))
  .sort();
process.stdout.write(
  `file\tcolour literal/theme/token\tspacing literal/token\tradius literal/theme/token\ttext inline/theme/token\n`,
);
for (const f of files) {
  const design = JSON.parse(readFileSync(join(folder, f), 'utf8')) as unknown;
  const variablesFile = join(folder, f.replace(/\.json$/, '.variables.json'));
  const variables = existsSync(variablesFile)
    ? (JSON.parse(readFileSync(variablesFile, 'utf8')) as unknown)
    : undefined;
  let result;
  try {
    result = await generate(design, variables === undefined ? {} : { variables });
  } catch (e) {
    process.stdout.write(`${f}\tfailed: ${(e as Error).message.split('\n')[0]}\n`);
    continue;
  }
  const kotlin = result.files.filter((x) => x.path.endsWith('.kt'));
  const themeFile = kotlin.find(
    (x) => /Theme\.kt$/.test(x.path) && /^fun \w+Theme\(/m.test(x.contents as string),
  );
  const theme = themeFile
    ? (/^fun (\w+Theme)\(/m.exec(themeFile.contents as string)?.[1] ?? '')
    : '';
  const c = zero();
  for (const k of kotlin) {
    if (k === themeFile) continue;
    const one = countFile(k.contents as string, theme);
    for (const key of Object.keys(c) as (keyof Counts)[]) c[key] += one[key];
  }
  for (const key of Object.keys(c) as (keyof Counts)[]) total[key] += c[key];
  process.stdout.write(
    `${f}\t${c.colorLiterals}/${c.colorTheme}/${c.colorTokens}\t${c.spacingLiterals}/${c.spacingTokens}\t${c.radiusLiterals}/${c.radiusTheme}/${c.radiusTokens}\t${c.textInline}/${c.textTheme}/${c.textTokens}\n`,
  );
}
process.stdout.write(
  `total\t${total.colorLiterals}/${total.colorTheme}/${total.colorTokens}\t${total.spacingLiterals}/${total.spacingTokens}\t${total.radiusLiterals}/${total.radiusTheme}/${total.radiusTokens}\t${total.textInline}/${total.textTheme}/${total.textTokens}\n`,
);
