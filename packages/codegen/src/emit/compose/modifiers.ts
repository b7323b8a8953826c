import type { Box, IrNode } from '../../parse/ir.ts';
import type { FileContext, ParentKind } from './context.ts';
import { pkg } from './context.ts';
import { boxPlacement } from './placement.ts';
import { sizeModifiers } from './size.ts';
import { shadowModifiers, transformModifiers } from './effects.ts';
import { backgroundModifiers } from './background.ts';
import { borderModifiers } from './border.ts';
import { shapeExpr } from './shape.ts';

export interface ParentContext {
  kind: ParentKind;
  /** The parent's box, for placing children of a Box. */
  box?: Box | undefined;
  /** Cross-axis alignment to apply per child (flow rows, baseline rows). */
  childAlign?: string | undefined;
  /** Where the node's modifier chain starts: `Modifier`, or a component's `modifier` parameter. */
  base?: string | undefined;
}

/**
 * The modifier chain of a node, in the order Compose applies them: place,
 * size, transform, shadow, clip and fills, border. Padding (auto layout) is
 * appended by the layout renderer because it must come after the border.
 */
export function nodeModifiers(file: FileContext, node: IrNode, parent: ParentContext, options: { clip?: boolean; skipLook?: boolean } = {}): string[] {
  const out: string[] = [];
  let done = { width: false, height: false };
  if (parent.kind === 'box' && parent.box) {
    const p = boxPlacement(file, node.style, parent.box);
    out.push(...p.modifiers);
    done = { width: p.widthDone, height: p.heightDone };
  }
  if (parent.kind === 'root') {
    // A screen takes the device's width, and its height unless it hugs its content.
    const tall = node.style.height !== 'hug';
    file.use(`${pkg.layout}.${tall ? 'fillMaxSize' : 'fillMaxWidth'}`);
    out.push(tall ? 'fillMaxSize()' : 'fillMaxWidth()');
  } else {
    out.push(...sizeModifiers(file, node.style, parent.kind, done));
  }
  if (parent.childAlign) out.push(parent.childAlign);
  out.push(...transformModifiers(file, node));
  if (options.skipLook) return out;
  const shape = shapeExpr(file, node.style);
  out.push(...shadowModifiers(file, node, shape));
  out.push(...backgroundModifiers(file, node, shape, options.clip ?? false));
  out.push(...borderModifiers(file, node, shape));
  return out;
}

/** `Modifier.a().b()` laid out one call per line when there is more than one. */
export function chain(base: string, mods: string[]): string | undefined {
  if (mods.length === 0) return base === 'Modifier' ? undefined : base;
  if (mods.length === 1 && !mods[0]?.includes('\n')) return `${base}.${mods[0]}`;
  return `${base}\n${mods.map((m) => `    .${m.replace(/\n/g, '\n    ')}`).join('\n')}`;
}
