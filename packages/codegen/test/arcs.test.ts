import { describe, expect, it } from 'vitest';
import { goldenCases } from './cases.ts';
import { runCase, snapshotFiles } from './support/golden.ts';
import { arcPath } from '../src/passes/shape-paths.ts';

describe('ellipses drawn as arcs', () => {
  it('draws an arc in icon artwork as its own path in the drawable', async () => {
    const spec = goldenCases.find(([name]) => name === 'ellipse-arcs')?.[1];
    if (!spec) throw new Error('the ellipse-arcs case is gone');
    const files = new Map(snapshotFiles(await runCase('ellipse-arcs', spec)));
    const drawable = files.get('res/drawable/ic_timer_icon.xml') ?? '';
    // The dial, a whole ellipse; then the elapsed half: from 12 o'clock clockwise to
    // 6 o'clock on the outer edge, back along the hole (radius 4) to 12 o'clock.
    expect(drawable).toContain('android:pathData="M0 8A8 8 0 1 0 16 8 8 8 0 1 0 0 8Z"');
    expect(drawable).toContain('android:pathData="M8 0A8 8 0 0 1 8 16L8 12A4 4 0 0 0 8 4Z"');
  });

  it('draws a donut as its ellipse and a hole run the other way, so the nonzero rule leaves it empty', () => {
    expect(arcPath(0, 0, 16, 16, { start: 0, sweep: 360, inner: 0.5 })).toBe(
      'M0 8A8 8 0 1 0 16 8A8 8 0 1 0 0 8Z' + 'M4 8A4 4 0 1 1 12 8A4 4 0 1 1 4 8Z',
    );
    // A slice has no hole: back to the centre.
    expect(arcPath(0, 0, 16, 16, { start: 0, sweep: 90, inner: 0 })).toBe(
      'M16 8A8 8 0 0 1 8 16L8 8Z',
    );
  });
});
