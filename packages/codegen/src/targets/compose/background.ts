import type { Fill, IrNode } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { colorExpr, colorLiteral } from './colour.ts';
import { call, float, type Arg } from './kotlin.ts';

/** Gradient stops; a stop bound to a variable reads the theme where the node is composed (the brush is made in a draw lambda). */
function stopArgs(file: FileContext, fill: Extract<Fill, { stops: unknown }>): Arg[] {
  return fill.stops.map((s) => ({
    value: `${float(s.position)} to ${s.variable ? file.local(colorExpr(file, s.color, s), 'Color') : colorLiteral(file, s.color)}`,
  }));
}

const at = (fx: number, fy: number): string =>
  `Offset(size.width * ${float(fx)}, size.height * ${float(fy)})`;

/** A brush sized to the node at draw time, so gradients follow any size. */
export function brushExpr(
  file: FileContext,
  node: IrNode,
  fill: Extract<Fill, { stops: unknown }>,
): string {
  file.use(`${pkg.graphics}.Brush`, `${pkg.ui}.geometry.Offset`);
  const g = fill.geometry;
  const stops = stopArgs(file, fill);
  if (fill.kind === 'linear') {
    return call('Brush.linearGradient', [
      ...stops,
      { name: 'start', value: at(g.start.x, g.start.y) },
      { name: 'end', value: at(g.end.x, g.end.y) },
    ]);
  }
  if (fill.kind === 'angular') {
    const dx = g.end.x - g.start.x;
    const dy = g.end.y - g.start.y;
    if (Math.abs(dy) > 1e-3 || dx < 0) {
      file.warn(
        node,
        'gradient',
        "Angular gradient start angle is approximated: Compose sweeps start at 3 o'clock.",
      );
    }
    return call('Brush.sweepGradient', [
      ...stops,
      { name: 'center', value: at(g.start.x, g.start.y) },
    ]);
  }
  if (fill.kind === 'diamond')
    file.warn(
      node,
      'gradient',
      'Diamond gradient has no Compose brush; drawn as a radial gradient.',
    );
  const w = node.style.box.width;
  const h = node.style.box.height;
  const rx = Math.hypot((g.end.x - g.start.x) * w, (g.end.y - g.start.y) * h);
  const ry = Math.hypot((g.side.x - g.start.x) * w, (g.side.y - g.start.y) * h);
  if (fill.kind === 'radial' && Math.abs(rx - ry) > 0.5) {
    file.warn(
      node,
      'gradient',
      'Elliptical radial gradient is drawn circular (Compose radial gradients are circles).',
    );
  }
  const fx = w > 0 ? rx / w : 0;
  file.use('kotlin.math.max');
  return call('Brush.radialGradient', [
    ...stops,
    { name: 'center', value: at(g.start.x, g.start.y) },
    { name: 'radius', value: `max(size.width * ${float(fx)}, 0.01f)` },
  ]);
}

/**
 * Fills bottom to top, as Figma stacks them: solid colours as `background`,
 * gradients as a brush drawn behind the content through the node's outline,
 * image fills with `paint`.
 */
export function backgroundModifiers(
  file: FileContext,
  node: IrNode,
  shape: string | undefined,
  clip: boolean,
): string[] {
  const out: string[] = [];
  if (clip) {
    file.use(`${pkg.draw}.clip`);
    if (!shape) file.use(`${pkg.graphics}.RectangleShape`);
    out.push(`clip(${shape ?? 'RectangleShape'})`);
  }
  for (const fill of node.style.fills) {
    if (fill.kind === 'solid') {
      file.use(`${pkg.foundation}.background`);
      // Copies of a frame that differ in this colour pass it (passes/overrides.ts `paintable`).
      const param = node.refs.fill ? file.params?.get(node.refs.fill) : undefined;
      const color = param ?? colorExpr(file, fill.color, fill);
      out.push(shape && !clip ? `background(${color}, ${shape})` : `background(${color})`);
    } else if (fill.kind === 'image') {
      const drawable =
        file.drawables.byImage.get(fill.imageRef) ?? file.drawables.byNode.get(node.id);
      if (!drawable) {
        file.use(`${pkg.foundation}.background`);
        file.warn(
          node,
          'missing-asset',
          `Image fill ${fill.imageRef || '(no ref)'} was not exported; a grey placeholder is drawn.`,
        );
        out.push(
          `background(${colorLiteral(file, { r: 0.88, g: 0.88, b: 0.88, a: 1 })}${shape && !clip ? `, ${shape}` : ''})`,
        );
        continue;
      }
      file.use(
        `${pkg.draw}.paint`,
        `${pkg.ui}.res.painterResource`,
        `${pkg.ui}.layout.ContentScale`,
      );
      if (shape && !clip) {
        file.use(`${pkg.draw}.clip`);
        out.push(`clip(${shape})`);
      }
      const scale = { fill: 'Crop', fit: 'Fit', stretch: 'FillBounds', tile: 'None' }[
        fill.scaleMode
      ];
      if (fill.scaleMode === 'tile')
        file.warn(
          node,
          'image-tile',
          'Tiled image fill is drawn once, unscaled (ContentScale.None).',
        );
      const args: Arg[] = [
        { value: `painterResource(R.drawable.${drawable})` },
        { name: 'sizeToIntrinsics', value: 'false' },
        { name: 'contentScale', value: `ContentScale.${scale}` },
      ];
      if (fill.opacity < 1) args.push({ name: 'alpha', value: float(fill.opacity) });
      out.push(call('paint', args));
    } else {
      file.use(`${pkg.draw}.drawWithCache`);
      const brush = brushExpr(file, node, fill);
      // The lambda draws outside composition: a theme shape is read where the node is composed.
      const draw = shape
        ? (file.use(`${pkg.graphics}.drawOutline`),
          `drawOutline(${file.local(shape, 'Shape')}.createOutline(size, layoutDirection, this), brush)`)
        : 'drawRect(brush)';
      out.push(
        `drawWithCache {\n    val brush = ${brush.replace(/\n/g, '\n    ')}\n    onDrawBehind { ${draw} }\n}`,
      );
    }
  }
  return out;
}
