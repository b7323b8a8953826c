import type { RenderedNode } from '../jvm.ts';

/** A node of a rendered semantics tree for the scorer's tests: a 10 × 10 box at the origin, no tag, no text, unless `over` says otherwise. */
export const renderedNode = (over: Partial<RenderedNode>): RenderedNode => ({
  tag: null,
  parentTag: null,
  left: 0,
  top: 0,
  width: 10,
  height: 10,
  visible: [0, 0, 10, 10],
  text: null,
  editableText: null,
  scrollX: false,
  scrollY: false,
  ...over,
});
