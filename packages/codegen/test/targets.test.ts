import { describe, expect, it } from 'vitest';
import { InvalidOptionError, generate, plan, targets } from '../src/index.ts';
import type { MaterialNode } from '../src/parse/ir.ts';
import { walk } from '../src/parse/walk.ts';
import { WarningList } from '../src/warnings.ts';
import { goldenCases } from './cases.ts';
import { runCase } from './support/golden.ts';

const spec = (name: string) => {
  const found = goldenCases.find(([n]) => n === name);
  if (!found) throw new Error(`no golden case ${name}`);
  return found[1];
};

/** The Material3 composable names the Compose target draws widgets with: none may appear in the plan. */
const composeWidgetName =
  /\b(FilledTonalButton|OutlinedButton|TextButton|ElevatedButton|OutlinedTextField|TextField|ElevatedCard|OutlinedCard|CenterAlignedTopAppBar|TopAppBar|NavigationBar|FloatingActionButton|ExtendedFloatingActionButton|AssistChip|FilterChip|InputChip|SuggestionChip|HorizontalDivider|IconButton|ListItem|AlertDialog|RadioButton)\b/;

describe('code targets', () => {
  it('lists compose, and generate() writes it when asked by name exactly as by default', async () => {
    expect(Object.keys(targets)).toEqual(['compose']);
    const given = spec('material-components');
    expect(
      await generate(given.given(), {
        target: 'compose',
        packageName: 'golden.material_components',
      }),
    ).toEqual(await runCase('material-components', given));
  });

  it('rejects a target it does not have, naming the ones it has', async () => {
    const call = generate(spec('auto-layout-column').given(), { target: 'swiftui' as never });
    await expect(call).rejects.toThrow(InvalidOptionError);
    await expect(call).rejects.toThrow('Unknown code target: swiftui (available: compose).');
  });

  it('refuses a package with a Kotlin keyword as a segment, which would not compile', async () => {
    const given = spec('auto-layout-column').given();
    const call = generate(given, { packageName: 'com.object.ui' });
    await expect(call).rejects.toThrow(InvalidOptionError);
    await expect(call).rejects.toThrow('Invalid Kotlin package name: com.object.ui');
    await expect(
      generate(given, { packageName: 'com.acme.ui', resourcePackage: 'com.in.app' }),
    ).rejects.toThrow('Invalid resource package name: com.in.app');
    // A keyword inside a longer segment is an ordinary name.
    await expect(generate(given, { packageName: 'com.objects.ui' })).resolves.toBeTruthy();
  });

  it('plans widgets by what they are and assets by id, never by Compose or Android names', () => {
    for (const name of [
      'material-components',
      'material-variants-by-style',
      'material-dialog',
      'vectors-and-icons',
      'fills-image',
    ]) {
      const p = plan(spec(name).given(), {}, new WarningList());
      const roots = [...p.screens, ...p.components.flatMap((c) => c.variants.map((v) => v.root))];
      const widgets = roots
        .flatMap((r) => walk(r))
        .filter((n): n is MaterialNode => n.kind === 'material')
        .map((n) => n.widget);
      expect(JSON.stringify(widgets), name).not.toMatch(composeWidgetName);
      for (const a of p.assets) {
        expect(a.id, name).toMatch(/^(node|image):/);
        expect(a, name).not.toHaveProperty('name');
      }
      for (const id of [...p.assetByNode.values(), ...p.assetByImage.values()])
        expect(
          p.assets.map((a) => a.id),
          name,
        ).toContain(id);
    }
    const p = plan(spec('material-components').given(), {}, new WarningList());
    const widgets = p.screens
      .flatMap((s) => walk(s))
      .filter((n): n is MaterialNode => n.kind === 'material')
      .map((n) => n.widget);
    expect(widgets).toEqual(
      expect.arrayContaining([
        { type: 'button', style: 'tonal' },
        { type: 'button', style: 'outlined' },
        { type: 'text-field', style: 'outlined' },
        { type: 'card', style: 'elevated' },
        { type: 'chip', style: 'filter' },
        { type: 'top-app-bar', style: 'small' },
        { type: 'navigation-bar' },
      ]),
    );
  });
});
