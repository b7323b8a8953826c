import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate } from '@app/codegen';
import { indexDesign } from '@app/compose-renderer/fidelity/design';
import { scoreFrame } from '@app/compose-renderer/fidelity/score';
import { alignLines, locateLayers, scoreRender, type ScoreInput } from './render-steps';

const fixture = fileURLToPath(
  new URL('../../../../../packages/codegen/test/fixtures/m3-sign-in.nodes.json', import.meta.url),
);

/** The sign-in screen's Kotlin, plain (what the user reads) and instrumented (what is measured). */
async function variants() {
  const figma = JSON.parse(readFileSync(fixture, 'utf8')) as Parameters<typeof generate>[0];
  const options = { packageName: 'com.example.app.ui' };
  const kotlin = (r: Awaited<ReturnType<typeof generate>>) =>
    r.files
      .filter((f) => f.path.endsWith('.kt') && typeof f.contents === 'string')
      .map((f) => ({ path: f.path, text: f.contents as string }));
  return {
    plain: kotlin(await generate(figma, options)),
    instrumented: kotlin(await generate(figma, { ...options, instrument: true })),
  };
}

describe('where a layer is in the code the user reads', () => {
  it('maps every line of the instrumented file to the plain line with the same code', async () => {
    const { plain, instrumented } = await variants();
    const screen = (files: typeof plain) => files.find((f) => f.path.endsWith('/SignIn.kt'))!.text;
    const from = screen(instrumented).split('\n');
    const to = screen(plain).split('\n');
    const map = alignLines(screen(instrumented), screen(plain));
    expect(map).toHaveLength(from.length);
    const norm = (l: string) =>
      l
        .replace(/\.testTag\("[^"]*"\)/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/,$/, '');
    let untagged = 0;
    from.forEach((line, i) => {
      if (line.includes('testTag') || line.trim() === '') return;
      untagged++;
      // A line without a tag is the same line in the plain file, trailing comma aside.
      expect(norm(to[map[i]! - 1]!), `line ${i + 1}`).toBe(norm(line));
    });
    expect(untagged).toBeGreaterThan(50);
    // Lines only go forward.
    for (let i = 1; i < map.length; i++) expect(map[i]!).toBeGreaterThanOrEqual(map[i - 1]!);
  });

  it('gives each tagged layer the line of its own call, not one line for all', async () => {
    const { plain, instrumented } = await variants();
    const screen = instrumented.find((f) => f.path.endsWith('/SignIn.kt'))!;
    const ids = [...screen.text.matchAll(/testTag\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(8);
    const found = locateLayers(ids, instrumented, plain);
    const lines = ids.map((id) => found.get(id)?.line);
    expect(lines.every((l) => typeof l === 'number')).toBe(true);
    expect(new Set(lines).size).toBe(ids.length);
    // The text layer "Sign in to FrameToCode" points at the call that draws that text.
    const plainLines = plain.find((f) => f.path.endsWith('/SignIn.kt'))!.text.split('\n');
    const titleId = ids.find((id) => {
      const at = screen.text.split('\n').findIndex((l) => l.includes(`testTag("${id}")`));
      return screen.text.split('\n')[at - 1]?.includes('Sign in to FrameToCode');
    })!;
    const titleLine = found.get(titleId)!.line;
    expect(plainLines.slice(titleLine - 2, titleLine).join('\n')).toContain(
      'Sign in to FrameToCode',
    );
  });
});

describe('the score of a render', () => {
  // A real render of the first 12 rows of the benchmark frame (bench/orders-frame.ts), cut from
  // the JVM's 360 x 8,000 drawing, with the reports the scoring gave for it when it was made.
  const dir = fileURLToPath(new URL('../../../test/jobs/fixtures/orders-render/', import.meta.url));
  const read = (name: string) => readFileSync(`${dir}${name}`, 'utf8');
  const stored = () => {
    const s = JSON.parse(read('score-input.json')) as ScoreInput;
    return {
      ...s,
      preview: { ...s.preview, png: `${dir}render.png` },
      figmaPng: new Uint8Array(readFileSync(`${dir}figma.png`)),
    };
  };

  it('gives the same report for the same render, fills and worst layers included', () => {
    const report = scoreRender(stored());
    expect(JSON.parse(JSON.stringify(report))).toStrictEqual(JSON.parse(read('report.json')));
    expect(report.layers).toBe(109);
    expect(report.worst).toHaveLength(10);
    expect(report.imageSimilarity?.comparedSize).toEqual({ width: 200, height: 480 });
  });

  it('judges every layer as it did, the colour found inside each filled layer included', () => {
    const s = stored();
    const frame = scoreFrame(s.preview, indexDesign(s.input.figma), s.prepared.tags);
    const want = JSON.parse(read('frame-details.json')) as typeof frame.details;
    expect(JSON.parse(JSON.stringify(frame.details))).toStrictEqual(want);
    // The rows' fills are judged both ways, so a colour found wrongly would show.
    expect(want.filter((d) => d.fill?.ok === true).length).toBeGreaterThan(10);
    expect(want.filter((d) => d.fill?.ok === false).length).toBeGreaterThan(5);
  });
});
