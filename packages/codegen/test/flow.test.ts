import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FigmaInputError, generate, InvalidOptionError } from '../src/index.ts';
import { sheetsFlow } from './cases-flows.ts';
import { flowFixture } from './fixtures/flow.ts';
import { playgroundFlowFile } from './fixtures/playground-flow.ts';

describe('flows: the graph', () => {
  it("makes the four frames screens and the overlay a dialog, starting at the page's starting point", async () => {
    const f = flowFixture();
    const result = await generate(f.file, { flow: [f.sectionId], packageName: 'com.acme.shop.ui' });
    const flow = result.flow;
    expect(flow?.start).toBe(f.signIn);
    expect(flow?.navHost).toEqual({
      function: 'ShopNavHost',
      file: 'java/com/acme/shop/ui/ShopNavHost.kt',
    });
    expect(flow?.screens.map((s) => [s.nodeId, s.presentation, s.function])).toEqual([
      [f.signIn, 'screen', 'SignIn'],
      [f.orders, 'screen', 'Orders'],
      [f.details, 'screen', 'OrderDetails'],
      [f.deleteDialog, 'dialog', 'DeleteOrder'],
    ]);
    expect(flow?.links.map((l) => [l.from, l.action, l.to ?? null, l.callback])).toEqual([
      [f.signIn, 'navigate', f.orders, 'onSignInClick'],
      [f.orders, 'navigate', f.details, 'onOrder1024Click'],
      [f.details, 'back', null, 'onBackClick'],
      [f.details, 'open-overlay', f.deleteDialog, 'onDeleteOrderClick'],
      [f.deleteDialog, 'close-overlay', null, 'onCancelClick'],
      [f.deleteDialog, 'navigate', f.orders, 'onDeleteClick'],
    ]);
  });

  it('reports a link to a frame outside the flow, by name, and wires the rest', async () => {
    const f = flowFixture();
    const result = await generate(f.file, { flow: [f.signIn, f.orders] });
    // Sign in → Reset password, and Orders → Order details, which this flow leaves out.
    expect(result.flow?.outside).toEqual([
      {
        from: f.signIn,
        layer: { id: '1:9', name: 'Forgot password?' },
        destinationId: f.resetPassword,
        destinationName: 'Reset password',
      },
      {
        from: f.orders,
        layer: { id: '1:16', name: 'Order 1024' },
        destinationId: f.details,
        destinationName: 'Order details',
      },
    ]);
    const warning = result.warnings.find((w) => w.code === 'prototype-link' && w.nodeId === '1:9');
    expect(warning?.message).toContain('"Reset password"');
    expect(result.flow?.links.map((l) => l.callback)).toEqual(['onSignInClick']);
  });

  it('starts at the first screen no other screen leads to when the page names no starting point', async () => {
    const f = flowFixture();
    const canvas = (f.file.document as { children: Record<string, unknown>[] })
      .children[0] as Record<string, unknown>;
    delete canvas.flowStartingPoints;
    const result = await generate(f.file, {
      flow: [f.orders, f.details, f.signIn, f.deleteDialog],
    });
    expect(result.flow?.start).toBe(f.signIn);
  });

  it('reads sheets from the overlay settings, swaps, URLs, and reports what it does not wire', async () => {
    const { file, ids } = sheetsFlow();
    const result = await generate(file, { flow: [ids.summary, ids.page] });
    expect(result.flow?.screens.map((s) => [s.name, s.presentation, s.route ?? null])).toEqual([
      ['Summary', 'screen', 'SummaryRoute'],
      ['Browse', 'screen', 'BrowseRoute'],
      ['Filters sheet', 'bottom-sheet', null],
      ['Sort sheet', 'bottom-sheet', null],
    ]);
    expect(result.flow?.start).toBe(ids.home);
    const messages = result.warnings.map((w) => `${w.code}: ${w.message}`);
    expect(
      messages.some(
        (m) =>
          m.startsWith('prototype-link') && m.includes('inside the component instance "Badge"'),
      ),
    ).toBe(true);
    expect(messages.some((m) => m.startsWith('prototype-action') && m.includes('Change to'))).toBe(
      true,
    );
    expect(result.flow?.links.map((l) => l.action)).toEqual([
      'open-overlay',
      'open-url',
      'replace',
      'swap-overlay',
      'close-overlay',
      'close-overlay',
    ]);
  });

  it('without overlay settings (a REST file) a frame named as a sheet is a sheet and any other overlay a dialog', async () => {
    const { file, ids } = sheetsFlow();
    const strip = (n: Record<string, unknown>): void => {
      delete n.overlayPositionType;
      delete n.overlayBackgroundInteraction;
      for (const c of (n.children as Record<string, unknown>[] | undefined) ?? []) strip(c);
    };
    strip(file.document as Record<string, unknown>);
    const result = await generate(file, { flow: [ids.page] });
    expect(
      result.flow?.screens.filter((s) => s.presentation !== 'screen').map((s) => s.presentation),
    ).toEqual(['bottom-sheet', 'bottom-sheet']);
  });

  it('refuses ids that are not in the input, layers that are no frame, and nodeId with flow', async () => {
    const f = flowFixture();
    await expect(generate(f.file, { flow: ['9:99'] })).rejects.toThrow(
      new FigmaInputError('Node 9:99 is not in the input.'),
    );
    await expect(generate(f.file, { flow: ['1:9'] })).rejects.toThrow(
      /is a text, not a frame, section or page/,
    );
    await expect(generate(f.file, { flow: [f.signIn], nodeId: f.signIn })).rejects.toThrow(
      InvalidOptionError,
    );
    await expect(generate(f.file, { flow: [] })).rejects.toThrow(InvalidOptionError);
  });

  it('keeps the saved fixture file (for the command line and npm run fidelity) the same as its builder', () => {
    const saved: unknown = JSON.parse(
      readFileSync(new URL('./fixtures/checkout-flow.file.json', import.meta.url), 'utf8'),
    );
    expect(saved).toEqual(flowFixture().file);
  });

  it("keeps the playground's sample file the same as its builder: three screens from the sign-in screen", async () => {
    const saved: unknown = JSON.parse(
      readFileSync(new URL('./fixtures/playground-flow.file.json', import.meta.url), 'utf8'),
    );
    expect(saved).toEqual(playgroundFlowFile());
    const result = await generate(saved, { flow: ['209:1'] });
    expect(result.flow?.screens.map((s) => s.name)).toEqual([
      'Sign in',
      'Projects',
      'Project details',
    ]);
    expect(result.flow?.links.map((l) => [l.action, l.callback])).toEqual([
      ['navigate', 'onSignInClick'],
      ['navigate', 'onCheckoutRedesignClick'],
      ['back', 'onBackClick'],
    ]);
  });

  it("carries the design's variables into every screen of a flow, as into a single frame", async () => {
    const variables: unknown = JSON.parse(
      readFileSync(new URL('./fixtures/m3-sign-in.variables.json', import.meta.url), 'utf8'),
    );
    const signIn: unknown = JSON.parse(
      readFileSync(new URL('./fixtures/m3-sign-in.nodes.json', import.meta.url), 'utf8'),
    );
    const kotlin = (
      files: { path: string; contents: string | Uint8Array }[],
      suffix: string,
    ): string => String(files.find((f) => f.path.endsWith(suffix))?.contents ?? '');
    const flow = await generate(playgroundFlowFile(), { flow: ['209:1'], variables });
    const single = await generate(signIn, { variables });
    // The sign-in screen's bound layers read the scheme's roles in the flow as they do alone: no colour literal left.
    const roles = (code: string): string[] =>
      [...new Set(code.match(/MaterialTheme\.colorScheme\.\w+/g) ?? [])].sort();
    expect(roles(kotlin(flow.files, '/SignIn.kt'))).toEqual(
      roles(kotlin(single.files, '/SignIn.kt')),
    );
    expect(roles(kotlin(flow.files, '/SignIn.kt')).length).toBeGreaterThan(0);
    expect(kotlin(flow.files, '/SignIn.kt')).not.toContain('Color(0x');
    // The flow's theme has the variables' Light and Dark schemes, picked by the system's setting.
    const theme = kotlin(flow.files, 'Theme.kt');
    expect(theme).toContain('darkColorScheme(');
    expect(theme).toContain('isSystemInDarkTheme()');
    expect(flow.warnings.some((w) => w.code === 'variable')).toBe(false);
  });

  it('leaves single-frame generation as it was: no graph, no navigation file', async () => {
    const f = flowFixture();
    const result = await generate(f.file, { nodeId: f.signIn });
    expect(result.flow).toBeUndefined();
    expect(result.files.some((file) => file.path.endsWith('NavHost.kt'))).toBe(false);
    expect(result.warnings.some((w) => w.code === 'prototype-link')).toBe(false);
  });
});
