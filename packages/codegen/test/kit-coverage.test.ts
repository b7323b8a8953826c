import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prepareTree } from '../src/index.ts';
import { parseFigma } from '../src/parse/read-input.ts';
import { kitCoverage, type KitCoverage } from '../src/passes/material.ts';
import { WarningList } from '../src/warnings.ts';
import { kitFile } from './cases-kit.ts';
import { autoLayout, fileResponse, frame, instance, resetIds, text } from './support/figma.ts';

function coverage(json: unknown): KitCoverage {
  const doc = parseFigma(json, new WarningList());
  const total: KitCoverage = { instances: 0, widgets: 0, missed: new Map() };
  for (const screen of doc.screens) {
    const c = kitCoverage(screen, prepareTree(screen, new Map(), new WarningList(), 'screen'));
    total.instances += c.instances;
    total.widgets += c.widgets;
    for (const [k, n] of c.missed) total.missed.set(k, (total.missed.get(k) ?? 0) + n);
  }
  return total;
}

describe('Material 3 Design Kit instances as Material composables', () => {
  it('turns every component of the kit file into its widget (building blocks and icons are not counted)', () => {
    const c = coverage(kitFile());
    expect(c.missed).toEqual(new Map());
    // Top app bar, 2 buttons, 3 icon buttons, 2 FABs, 2 text fields, switch, checkbox, radio, 4 chips, tabs, slider,
    // 2 progress indicators, list item, bottom sheet, navigation bar.
    expect(c).toMatchObject({ instances: 24, widgets: 24 });
  });

  it('turns every kit instance of the plugin sample design into its widget', () => {
    const json: unknown = JSON.parse(
      readFileSync(new URL('./fixtures/m3-sign-in.nodes.json', import.meta.url), 'utf8'),
    );
    expect(coverage(json)).toMatchObject({ instances: 6, widgets: 6 });
  });

  it('counts a kit component without a Material widget as missed, and the kit instances drawn inside it', () => {
    resetIds();
    const components = {
      seg: { key: 'seg', name: 'Segments=2, Selected=1', componentSetId: 'set-seg' },
      btn: { key: 'btn', name: 'Style=Text, State=Enabled', componentSetId: 'set-btn' },
    };
    const componentSets = {
      'set-seg': { key: 'm3-seg', name: 'Segmented button' },
      'set-btn': { key: 'm3-btn', name: 'Button' },
    };
    const screen = frame('Screen', { w: 360, h: 200 }, autoLayout('VERTICAL'), [
      instance('Segmented button', 'seg', { w: 200, h: 40 }, {}, [
        instance('Button', 'btn', { w: 100, h: 40 }, {}, [
          text('Label text', 'Day', { w: 40, h: 20 }),
        ]),
      ]),
    ]);
    const c = coverage(fileResponse('Segments', [screen], { components, componentSets }));
    expect(c).toMatchObject({ instances: 2, widgets: 1 });
    expect(c.missed).toEqual(new Map([['Segmented button', 1]]));
  });
});
