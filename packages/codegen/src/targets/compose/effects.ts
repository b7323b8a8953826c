import type { IrNode } from '../../parse/ir.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { colorLiteral } from './colour.ts';
import { call, dp, float } from './kotlin.ts';

/** Rotation and opacity: graphics-layer modifiers. Node blend modes are reported. */
export function transformModifiers(file: FileContext, node: IrNode): string[] {
  const out: string[] = [];
  const s = node.style;
  if (s.rotation !== 0) {
    file.use(`${pkg.draw}.rotate`);
    out.push(`rotate(${float(s.rotation)})`);
  }
  if (s.opacity < 1) {
    file.use(`${pkg.draw}.alpha`);
    out.push(`alpha(${float(s.opacity)})`);
  }
  if (s.blendMode !== 'PASS_THROUGH' && s.blendMode !== 'NORMAL') {
    file.warn(
      node,
      'blend-mode',
      `Layer blend mode ${s.blendMode} has no Compose modifier; drawn as normal.`,
    );
  }
  return out;
}

/**
 * Drop shadows become one `shadow` (elevation, the platform's light model, so
 * offset and spread are approximate): a design's stacked drop shadows (the
 * Material elevation styles are a key and an ambient shadow) are what one
 * elevation draws, so they give one modifier, never `.shadow().shadow()`:
 * the largest elevation, the ambient colour of the most blurred shadow and
 * the spot colour of the most offset (the sharper of two as far). Layer blur becomes `blur`, which
 * Android draws from API 31 only; inner shadows and background blur are
 * reported.
 */
export function shadowModifiers(
  file: FileContext,
  node: IrNode,
  shape: string | undefined,
): string[] {
  const out: string[] = [];
  // A shadow with no offset, blur or spread draws nothing in Figma either.
  const drops = node.style.effects.flatMap((e) =>
    e.kind === 'drop-shadow' &&
    !(e.radius === 0 && e.offsetX === 0 && e.offsetY === 0 && e.spread === 0)
      ? [e]
      : [],
  );
  if (drops.length > 0) {
    file.use(`${pkg.draw}.shadow`, `${pkg.unit}.dp`);
    const elevation = Math.max(...drops.map((e) => Math.max(e.radius / 2, Math.abs(e.offsetY))));
    const ambient = drops.reduce((a, b) => (b.radius > a.radius ? b : a));
    const spot = drops.reduce((a, b) =>
      Math.abs(b.offsetY) > Math.abs(a.offsetY) ||
      (Math.abs(b.offsetY) === Math.abs(a.offsetY) && b.radius < a.radius)
        ? b
        : a,
    );
    const args = [
      { name: 'elevation', value: dp(elevation) },
      ...(shape ? [{ name: 'shape', value: shape }] : []),
      { name: 'ambientColor', value: colorLiteral(file, ambient.color) },
      { name: 'spotColor', value: colorLiteral(file, spot.color) },
    ];
    out.push(call('shadow', args));
    // One cause, one message: the layers that have it are listed with the warning.
    file.warn(
      node,
      'approximated',
      'Drop shadows are approximated by Modifier.shadow elevation (half the blur or the y offset; no x offset or spread); draw them with drawBehind where they must match exactly.',
    );
  }
  for (const e of node.style.effects) {
    if (e.kind === 'inner-shadow') {
      file.warn(node, 'inner-shadow', 'Inner shadow has no Compose modifier; not drawn.');
    } else if (e.kind === 'layer-blur') {
      file.use(`${pkg.draw}.blur`, `${pkg.unit}.dp`);
      out.push(`blur(${dp(e.radius / 2)})`);
      file.warn(
        node,
        'blur-api-31',
        'Layer blur uses Modifier.blur, which renders only on Android 12 (API 31) and later.',
      );
    } else if (e.kind === 'background-blur') {
      file.warn(node, 'unsupported-node', 'Background blur has no Compose equivalent; not drawn.');
    }
  }
  return out;
}
