import type { NodeStyle } from '../../parse/ir.ts';
import type { FileContext, ParentKind } from './context.ts';
import { pkg } from './context.ts';
import { call, dp, type Arg } from './kotlin.ts';

/**
 * Fixed → `size`/`width`/`height` (a fixed height of what `grows`, text and
 * Material components, → `heightIn(min = …)`); fill → `weight(1f)` on the main axis of a
 * Row/Column and `fillMaxWidth`/`fillMaxHeight` across it; hug → nothing (a
 * composable wraps its content by default); min/max → `widthIn`/`heightIn`.
 */
export function sizeModifiers(
  file: FileContext,
  style: NodeStyle,
  parent: ParentKind,
  done: { width: boolean; height: boolean } = { width: false, height: false },
  grows = false,
): string[] {
  const out: string[] = [];
  const mainIsWidth = parent === 'row' || parent === 'flow-row';
  const mainIsHeight = parent === 'column' || parent === 'flow-column';
  // An item of a LazyRow has no row to share: what fills the row's width keeps its designed width.
  if (parent === 'lazy-row' && style.width === 'fill') style = { ...style, width: 'fixed' };
  const fixedW = !done.width && style.width === 'fixed';
  const fixedH = !done.height && style.height === 'fixed';
  if (!done.width && style.width === 'fill' && !mainIsWidth) {
    file.use(`${pkg.layout}.fillMaxWidth`);
    out.push('fillMaxWidth()');
  }
  if (!done.height && style.height === 'fill' && !mainIsHeight) {
    file.use(`${pkg.layout}.fillMaxHeight`);
    out.push('fillMaxHeight()');
  }
  if ((style.width === 'fill' && mainIsWidth) || (style.height === 'fill' && mainIsHeight)) {
    // A share other than 1 keeps four decimals: the gaps it splits are exact to a pixel on the design's width.
    out.push(
      style.weight === undefined ? 'weight(1f)' : `weight(${Number(style.weight.toFixed(4))}f)`,
    );
  }
  // Words beside a layer pushed to the row's other end: as wide as designed where the row has
  // room, narrower (wrapping) where it has not, so the other layer keeps its width.
  if (style.yields && mainIsWidth && style.width !== 'fill') out.push('weight(1f, fill = false)');
  if (fixedH && grows) {
    // Text and Material components size themselves: the designed height is their least, so larger fonts wrap and grow instead of clipping.
    if (fixedW) {
      file.use(`${pkg.layout}.width`, `${pkg.unit}.dp`);
      out.push(`width(${dp(style.box.width)})`);
    }
    file.use(`${pkg.layout}.heightIn`, `${pkg.unit}.dp`);
    out.push(`heightIn(min = ${dp(style.box.height)})`);
  } else if (fixedW && fixedH) {
    file.use(`${pkg.layout}.size`, `${pkg.unit}.dp`);
    out.push(
      style.box.width === style.box.height
        ? `size(${dp(style.box.width)})`
        : `size(${dp(style.box.width)}, ${dp(style.box.height)})`,
    );
  } else if (fixedW) {
    file.use(`${pkg.layout}.width`, `${pkg.unit}.dp`);
    out.push(`width(${dp(style.box.width)})`);
  } else if (fixedH) {
    file.use(`${pkg.layout}.height`, `${pkg.unit}.dp`);
    out.push(`height(${dp(style.box.height)})`);
  }
  out.push(...minMaxModifiers(file, style));
  return out;
}

/** `widthIn`/`heightIn` for Figma's min and max width and height. */
export function minMaxModifiers(file: FileContext, style: NodeStyle): string[] {
  const out: string[] = [];
  const bounds = (
    min: number | undefined,
    max: number | undefined,
    fn: 'widthIn' | 'heightIn',
  ): void => {
    if (min === undefined && max === undefined) return;
    const args: Arg[] = [];
    if (min !== undefined) args.push({ name: 'min', value: dp(min) });
    if (max !== undefined) args.push({ name: 'max', value: dp(max) });
    file.use(`${pkg.layout}.${fn}`, `${pkg.unit}.dp`);
    out.push(call(fn, args));
  };
  bounds(style.minWidth, style.maxWidth, 'widthIn');
  bounds(style.minHeight, style.maxHeight, 'heightIn');
  return out;
}
