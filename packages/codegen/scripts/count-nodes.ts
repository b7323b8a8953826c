/** Figma nodes in a REST answer: objects with a string `id` and `type`, leaving out the component and style metadata maps. */
export function countNodes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countNodes(v), 0);
  if (!value || typeof value !== 'object') return 0;
  const o = value as Record<string, unknown>;
  let n = typeof o.id === 'string' && typeof o.type === 'string' ? 1 : 0;
  for (const [k, v] of Object.entries(o))
    if (k !== 'components' && k !== 'componentSets' && k !== 'styles') n += countNodes(v);
  return n;
}
