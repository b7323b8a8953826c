import type { Widget } from './parse/ir.ts';

/**
 * How warnings word what becomes of a design's feature. Parse and the passes
 * find the feature (a paint blend mode, a grid layout, a recognised widget);
 * what the output does with it is the target's to say, so each target gives
 * its own words (`Target.words`).
 */
export interface Words {
  /** A recognised widget, as the target draws it: `Material3 FilledTonalButton`. */
  widget(widget: Widget): string;
  /** Paragraph spacing or indent, which the output does not apply. */
  paragraphSpacing: string;
  /** A paint's blend mode, which the output does not apply. */
  paintBlendMode(mode: string): string;
  /** A grid auto layout, laid out as free positions. */
  gridLayout: string;
  /** A node type the output has nothing for. */
  unsupportedNode(type: string): string;
}

/** Words that name no target, for reading a design without generating (a corpus report counting layers). */
export const plainWords: Words = {
  widget: (w) => ('style' in w ? `${w.style} ${w.type}` : w.type),
  paragraphSpacing:
    'Paragraph spacing and indent are not applied; split the paragraphs into texts of their own if the spacing matters.',
  paintBlendMode: (mode) => `Paint blend mode ${mode} is not applied; painted as normal.`,
  gridLayout: 'Grid auto layout is laid out as free positions.',
  unsupportedNode: (type) =>
    `Figma node type ${type} has no equivalent in the output; it is drawn from its exported image when one is supplied.`,
};
