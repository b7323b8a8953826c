import { describe, expect, it } from 'vitest';
import type { Fill, IrNode } from '../parse/ir.ts';
import { paintable, withFillsOf } from './overrides.ts';

const solid = (r: number, g: number, b: number): Fill => ({
  kind: 'solid',
  color: { r, g, b, a: 1 },
});

/** Only what these helpers read: the kind and the style. */
const shape = (id: string, fills: Fill[], cornerRadius: number): IrNode =>
  ({
    id,
    kind: 'shape',
    name: id,
    style: { fills, corners: [cornerRadius, cornerRadius, cornerRadius, cornerRadius] },
  }) as unknown as IrNode;

describe('withFillsOf', () => {
  it('gives the layer the other layer’s fills and keeps everything else its own', () => {
    const red = shape('red', [solid(1, 0, 0)], 4);
    const blue = shape('blue', [solid(0, 0, 1)], 8);
    const painted = withFillsOf(red, blue);
    expect(painted.style.fills).toBe(blue.style.fills);
    expect(painted.id).toBe('red');
    expect(painted.style.corners).toEqual([4, 4, 4, 4]);
    expect(paintable(painted)).toEqual({ r: 0, g: 0, b: 1, a: 1 });
  });

  it('changes neither layer it is given', () => {
    const red = shape('red', [solid(1, 0, 0)], 4);
    const blue = shape('blue', [solid(0, 0, 1)], 8);
    withFillsOf(red, blue);
    expect(paintable(red)).toEqual({ r: 1, g: 0, b: 0, a: 1 });
    expect(red.style.fills).toEqual([solid(1, 0, 0)]);
    expect(blue.style.fills).toEqual([solid(0, 0, 1)]);
  });
});
