import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/fidelity/cli.ts';
import { indexDesign } from '../src/fidelity/design.ts';
import { measure } from '../src/fidelity/measure.ts';
import { ComposeJvm } from '../src/jvm.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = join(here, 'fixtures', 'tagged.figma.json');
const work = mkdtempSync(join(tmpdir(), 'fidelity-test-'));
let jvm: ComposeJvm;

beforeAll(() => {
  jvm = ComposeJvm.start();
}, 600_000);
afterAll(async () => {
  await jvm.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the command in this process with the shared JVM; returns its exit code and what it printed. */
async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((s) => ((stdout += String(s)), true));
  const err = vi
    .spyOn(process.stderr, 'write')
    .mockImplementation((s) => ((stderr += String(s)), true));
  try {
    return { code: await main(args, jvm), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

/** A copy of the hand-written tagged Kotlin, as if the command had generated it into `dir`. */
function taggedOutput(name: string): string {
  const dir = join(work, name);
  cpSync(join(here, 'fixtures', 'tagged'), dir, { recursive: true });
  return dir;
}

interface Json {
  compiled: boolean;
  errors: string[];
  frames: {
    nodeId: string;
    name: string;
    width: number;
    height: number;
    png: string;
    layers: number;
    withinTolerance: number;
    score: number;
    worst: { nodeId: string; name: string; kind: string; errorDp: number | null }[];
    responsive: { width: number; clippedText: number; newOverlaps: number; offscreen: number }[];
  }[];
}

describe('npm run fidelity', () => {
  it('scores each tagged layer against the design: box within 1 dp, fill colour, whole text', async () => {
    const dir = taggedOutput('scored');
    const { code, stdout } = await run([fixture, '--out', dir, '--rescore', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Json;
    expect(report.compiled).toBe(true);
    expect(report.errors).toEqual([]);
    const card = report.frames.find((f) => f.nodeId === '1:1');
    expect(card).toMatchObject({
      name: 'Card',
      width: 200,
      height: 120,
      layers: 5,
      withinTolerance: 2,
      score: 0.4,
    });
    // Worst first: the shifted box by its error, then the wrong colour and the clipped caption (no box error).
    expect(card?.worst).toEqual([
      { nodeId: '1:3', name: 'Shifted', kind: 'rectangle', errorDp: 4 },
      { nodeId: '1:4', name: 'Wrong colour', kind: 'rectangle', errorDp: 0 },
      { nodeId: '1:5', name: 'Caption', kind: 'text', errorDp: 0 },
    ]);
    expect(card?.png).toBe(join(dir, 'render', 'fidelity_sample_CardKt__CardPreview.png'));
    const png = PNG.sync.read(readFileSync(card?.png as string));
    expect([png.width, png.height]).toEqual([200, 120]);
    // The exact box's middle pixel is the design's fill, #6750a4.
    const at = (x: number, y: number): number[] => [
      ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
    ];
    expect(at(36, 36)).toEqual([0x67, 0x50, 0xa4]);
    expect(Object.keys(report.frames[0] ?? {})).toEqual([
      'nodeId',
      'name',
      'mode',
      'width',
      'height',
      'png',
      'layers',
      'withinTolerance',
      'score',
      'worst',
      'responsive',
    ]);
    const html = readFileSync(join(dir, 'fidelity.html'), 'utf8');
    expect(html).toContain('render/fidelity_sample_CardKt__CardPreview.png');
    expect(html).toContain('fill #0000ff → #00c853');
  }, 300_000);

  it('renders each screen again at 360 and 600 dp and counts new overlaps and content off screen', async () => {
    const dir = taggedOutput('responsive');
    const { code, stdout } = await run([fixture, '--out', dir, '--rescore', '--json']);
    expect(code).toBe(0);
    const wide = (JSON.parse(stdout) as Json).frames.find((f) => f.nodeId === '2:1');
    expect(wide?.score).toBe(1);
    expect(wide?.responsive).toEqual([
      { width: 360, clippedText: 0, newOverlaps: 1, offscreen: 1 },
      { width: 600, clippedText: 0, newOverlaps: 0, offscreen: 0 },
    ]);
    expect(existsSync(join(dir, 'render', 'fidelity_sample_WideKt__WidePreview@360.png'))).toBe(
      true,
    );
    const html = readFileSync(join(dir, 'fidelity.html'), 'utf8');
    expect(html).toContain('overlap: Left × Right');
    expect(html).toContain('off screen: Strip');
  }, 300_000);

  it('generates the instrumented output of a real design, scores it, and rescores a hand edit', async () => {
    const dir = join(work, 'generated');
    const design = join(here, '..', '..', 'codegen', 'test', 'fixtures', 'm3-sign-in.nodes.json');
    const first = await run([design, '--out', dir, '--json']);
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout) as Json;
    expect(report.compiled).toBe(true);
    const signIn = report.frames.find((f) => f.nodeId === '204:1180');
    expect(signIn).toMatchObject({ name: 'Sign in', width: 360, height: 800 });
    // Every layer in place: the outlined text fields' labels reach into the room above them (the
    // kit draws them across the outline; Material pads the field for them), and each field is
    // measured where its tag sits (its outline), not by the box of Material's own semantics.
    expect(signIn).toMatchObject({ layers: 15, withinTolerance: 15 });
    expect(signIn?.responsive.map((r) => r.width)).toEqual([360, 600]);
    // The tag map is kept next to the Kotlin, and the Kotlin carries the tags.
    expect(readFileSync(join(dir, 'layers.json'), 'utf8')).toContain(
      '"format": "compose-test-tag"',
    );
    const screen = join(dir, 'java', 'com', 'example', 'figma', 'SignIn.kt');
    expect(readFileSync(screen, 'utf8')).toContain('.testTag("204:1191")');
    // A hand edit makes the top app bar 8 dp taller: --rescore measures it without regenerating.
    expect(signIn?.worst.map((w) => w.nodeId)).not.toContain('204:1181');
    writeFileSync(
      screen,
      readFileSync(screen, 'utf8')
        .replace('.testTag("204:1181")', '.height(72.dp).testTag("204:1181")')
        .replace(
          'import androidx.compose.ui.Modifier\n',
          'import androidx.compose.ui.Modifier\nimport androidx.compose.foundation.layout.height\n',
        ),
    );
    const second = await run([design, '--out', dir, '--rescore', '--json']);
    expect(second.code).toBe(0);
    const edited = (JSON.parse(second.stdout) as Json).frames.find((f) => f.nodeId === '204:1180');
    expect(edited?.layers).toBe(signIn?.layers);
    expect(edited?.worst.find((w) => w.nodeId === '204:1181')).toEqual({
      nodeId: '204:1181',
      name: 'Top app bar',
      kind: 'material',
      errorDp: 8,
    });
  }, 600_000);

  it('keeps a desktop-width screen at its designed width on a phone: it scrolls sideways, nothing clips', async () => {
    const dir = join(work, 'wide');
    // 1280 dp wide: a sidebar, a title, a fixed-height row of tab labels and a chart (the codegen golden responsive-wide-screen).
    const design = join(here, 'fixtures', 'wide-dashboard.figma.json');
    const { code, stdout } = await run([design, '--out', dir, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Json;
    expect(report.compiled).toBe(true);
    const screen = report.frames.find((f) => f.name === 'Dashboard');
    expect(screen).toMatchObject({ width: 1280, height: 720 });
    // At its own width it is drawn as designed.
    expect(screen?.score).toBe(1);
    // Squeezed into 360 or 600 dp, the tab row's labels would wrap past its 48 dp and be cut off.
    expect(screen?.responsive).toEqual([
      { width: 360, clippedText: 0, newOverlaps: 0, offscreen: 0 },
      { width: 600, clippedText: 0, newOverlaps: 0, offscreen: 0 },
    ]);
  }, 300_000);

  it('keeps text whose line height is below its font size in its designed box, as Figma lays it out', async () => {
    const dir = join(work, 'short-lines');
    // A count, a label and a button label in 46, 13 and 18 px type on 10 px lines, a two-line headline, a long message (the codegen golden text-short-line-height).
    const design = join(here, 'fixtures', 'short-line-height.figma.json');
    const { code, stdout } = await run([design, '--out', dir, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Json;
    const card = report.frames.find((f) => f.name === 'Calories');
    // Compose keeps each line as tall as its font: without the designed box 1 of the 5 is in place.
    expect(card).toMatchObject({ layers: 5, withinTolerance: 5 });
    expect(card?.responsive).toEqual([
      { width: 360, clippedText: 0, newOverlaps: 0, offscreen: 0 },
      { width: 600, clippedText: 0, newOverlaps: 0, offscreen: 0 },
    ]);
    // Two lines split by a newline, 30 px type on 30 px lines: 60 dp as designed, not 66.
    const welcome = report.frames.find((f) => f.name === 'Welcome');
    expect(welcome).toMatchObject({ layers: 2, withinTolerance: 2 });
    // A one-line message 353 dp wide wraps at 360 dp: its box grows by a second 10 dp line box
    // (rather than the second line being drawn over what lies below), so nothing is clipped.
    const notice = report.frames.find((f) => f.name === 'Notice');
    expect(notice).toMatchObject({ layers: 2, withinTolerance: 2 });
    expect(notice?.responsive).toEqual([
      { width: 360, clippedText: 0, newOverlaps: 0, offscreen: 0 },
      { width: 600, clippedText: 0, newOverlaps: 0, offscreen: 0 },
    ]);
  }, 300_000);

  // Layouts that held at the design's width and broke on a narrower phone, each a codegen golden
  // (responsive-*): drawn as designed, and whole at 360 and 600 dp.
  it.each([
    {
      what: 'lets a name of fixed width wrap so the amount at the row’s other end keeps its width',
      // A dish's name in a 273 dp text box at the left, "Amount" at the right edge
      // (responsive-words-beside-amount). With the name kept at 273 dp, Compose gave the amount
      // what was left of the row at 360 dp: "Am".
      fixture: 'words-beside-amount',
      frame: 'Dish',
      layers: 5,
    },
    {
      what: 'narrows labelled boxes that fill a row edge to edge in proportion, so the last keeps its label',
      // A birthday picker's month, day and year in boxes of 160, 110 and 110 dp across a 440 dp
      // screen (responsive-picker-boxes-share-row). With fixed widths the year's box was left
      // 30 dp at 360 dp and "1991" broke onto two lines.
      fixture: 'picker-boxes',
      frame: 'Birthday',
      layers: 8,
    },
    {
      what: 'places a layer centred by its constraint but set at the left margin from that margin',
      // A question 28 dp from the left of a 440 dp screen, over a banner, its constraint "centre"
      // (responsive-centred-layer-at-the-margin). Centred with an offset of -42 dp, it started
      // 12 dp left of a 360 dp phone's edge.
      fixture: 'centred-at-the-margin',
      frame: 'Profile',
      layers: 3,
    },
  ])(
    'on a narrower phone $what',
    async ({ fixture, frame, layers }) => {
      const dir = join(work, fixture);
      const design = join(here, 'fixtures', `${fixture}.figma.json`);
      const { code, stdout } = await run([design, '--out', dir, '--json']);
      expect(code).toBe(0);
      const score = (JSON.parse(stdout) as Json).frames.find((f) => f.name === frame);
      expect(score).toMatchObject({ layers, withinTolerance: layers });
      expect(score?.responsive).toEqual([
        { width: 360, clippedText: 0, newOverlaps: 0, offscreen: 0 },
        { width: 600, clippedText: 0, newOverlaps: 0, offscreen: 0 },
      ]);
    },
    300_000,
  );

  it('renders and scores every screen of a flow, its navigation graph compiled with them', async () => {
    const dir = join(work, 'flow');
    // The plugin playground's sample: three screens in the section 209:1, wired in prototype mode.
    const design = join(
      here,
      '..',
      '..',
      'codegen',
      'test',
      'fixtures',
      'playground-flow.file.json',
    );
    const { code, stdout } = await run([design, '--out', dir, '--flow', '209:1', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Json;
    expect(report.compiled).toBe(true);
    const screens = ['204:1180', '210:1', '211:1'].map((id) =>
      report.frames.find((f) => f.nodeId === id),
    );
    expect(screens.map((f) => f?.name)).toEqual(['Sign in', 'Projects', 'Project details']);
    for (const f of screens) {
      expect(f?.layers).toBeGreaterThan(0);
      expect(existsSync(f!.png)).toBe(true);
    }
    expect(
      readFileSync(
        join(dir, 'java', 'com', 'example', 'figma', 'FrameToCodeSampleNavHost.kt'),
        'utf8',
      ),
    ).toContain('NavHost(navController = navController, startDestination = SignInRoute');
  }, 600_000);

  it('with the design’s variables, renders and scores each screen in Light and in Dark, each against that mode’s colours', async () => {
    const fixtures = join(here, '..', '..', 'codegen', 'test', 'fixtures');
    const designFile = join(fixtures, 'm3-sign-in.nodes.json');
    const variablesFile = join(fixtures, 'm3-sign-in.variables.json');
    const dir = join(work, 'modes');
    const cli = await run([designFile, '--variables', variablesFile, '--out', dir, '--json']);
    expect(cli.code).toBe(0);
    const frames = (
      JSON.parse(cli.stdout) as { frames: (Json['frames'][number] & { mode: string })[] }
    ).frames.filter((f) => f.nodeId === '204:1180');
    expect(frames.map((f) => f.mode).sort()).toEqual(['dark', 'design']);
    const [design, dark] = [
      frames.find((f) => f.mode === 'design'),
      frames.find((f) => f.mode === 'dark'),
    ];
    // The dark render scores as the light one: the same layers, as many within tolerance.
    expect(dark?.layers).toBe(design?.layers);
    expect(dark?.score).toBeGreaterThanOrEqual(design?.score ?? 1);
    // Colours: each render is checked against its own mode's colours, and they match.
    const result = await measure(jvm, {
      design: JSON.parse(readFileSync(designFile, 'utf8')) as unknown,
      variables: JSON.parse(readFileSync(variablesFile, 'utf8')) as unknown,
      index: indexDesign(JSON.parse(readFileSync(designFile, 'utf8')) as unknown),
      out: join(work, 'modes-measured'),
    });
    const fills = (mode: string) =>
      (
        result.frames.find((f) => f.nodeId === '204:1180' && f.mode === mode)?.details ?? []
      ).flatMap((d) => (d.fill ? [[d.name, d.fill.want, d.fill.ok] as const] : []));
    expect(fills('design')).toContainEqual(['Sign in', '#6750a4', true]);
    expect(fills('dark')).toContainEqual(['Sign in', '#d0bcff', true]);
    expect(fills('design').every(([, , ok]) => ok)).toBe(true);
    expect(fills('dark').every(([, , ok]) => ok)).toBe(true);
    // A file that is not Figma's variables is refused in one line, before anything starts.
    const bad = join(work, 'not-variables.json');
    writeFileSync(bad, '{"variables": []}');
    const refused = await run([designFile, '--variables', bad, '--out', dir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'fidelity: The variables input is not Figma variables JSON: expected "meta.variables" and "meta.variableCollections", as GET /v1/files/:key/variables/local answers.\n',
    );
  }, 600_000);

  it('exits 2 with the compiler’s errors when the Kotlin does not compile', async () => {
    const dir = taggedOutput('broken');
    const card = join(dir, 'java', 'fidelity', 'sample', 'Card.kt');
    writeFileSync(
      card,
      readFileSync(card, 'utf8').replace(
        'fontSize = 14.sp,',
        'fontSize = 14.sp, cornerSmoothing = 1f,',
      ),
    );
    const { code, stdout } = await run([fixture, '--out', dir, '--rescore', '--json']);
    expect(code).toBe(2);
    const report = JSON.parse(stdout) as Json;
    expect(report.compiled).toBe(false);
    expect(report.frames).toEqual([]);
    expect(report.errors.join('\n')).toMatch(
      /Card\.kt:\d+:\d+: error: No parameter with name 'cornerSmoothing' found/,
    );
  }, 300_000);

  it('exits 1 with one line for bad input, before starting anything', () => {
    const cli = join(here, '..', 'src', 'fidelity', 'cli.ts');
    const tsx = join(here, '..', '..', '..', 'node_modules', '.bin', 'tsx');
    const notJson = join(work, 'not.json');
    writeFileSync(notJson, '{ nope');
    const notFigma = join(work, 'not-figma.json');
    writeFileSync(notFigma, '{"hello": 1}');
    const cases: [string[], RegExp][] = [
      [[fixture], /^fidelity: No output folder given \(--out <dir>\)\./],
      [[join(work, 'missing.json'), '--out', work], /^fidelity: No such file: /],
      [[notJson, '--out', work], /^fidelity: .*not\.json is not JSON: /],
      [[notFigma, '--out', work], /^fidelity: The file is not Figma JSON/],
      [[fixture, '--out', work, '--node', '9:9'], /^fidelity: No node 9:9 in /],
      [[fixture, '--out', work, '--flow', '9:9,9:8'], /^fidelity: No node 9:9, 9:8 in /],
      [
        [fixture, '--out', work, '--flow', ','],
        /^fidelity: --flow needs the ids of the flow's frames/,
      ],
      [
        [fixture, '--out', work, '--node', '9:9', '--flow', '9:8'],
        /^fidelity: Give either --node \(one frame\) or --flow \(several\), not both\./,
      ],
      [[fixture, '--out', work, '--colour'], /^fidelity: Unknown option --colour\./],
      [
        [fixture, '--out', join(work, 'empty'), '--rescore'],
        /^fidelity: No generated Kotlin in .* to rescore/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = spawnSync(tsx, [cli, ...args], { encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
  }, 120_000);
});
