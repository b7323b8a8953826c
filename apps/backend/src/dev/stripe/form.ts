/**
 * Stripe's request encoding: form fields with bracketed keys (`line_items[0][price]`,
 * `metadata[user_id]`, `expand[]`), as the official SDK sends them. Numeric or empty brackets
 * make arrays; everything else makes objects. Values stay strings, as Stripe receives them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const m of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(m[1] ?? '');
  return parts;
}

export function parseStripeForm(params: URLSearchParams): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of params) {
    const path = keyPath(key);
    let node: Record<string, FormValue> | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i]!;
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
      const slot: string | number = Array.isArray(node)
        ? part === ''
          ? node.length
          : Number(part)
        : part;
      if (last) {
        (node as Record<string | number, FormValue>)[slot] = value;
        break;
      }
      let child = (node as Record<string | number, FormValue | undefined>)[slot];
      if (child === undefined || typeof child === 'string') {
        child = nextIsIndex ? [] : {};
        (node as Record<string | number, FormValue>)[slot] = child;
      }
      node = child as Record<string, FormValue> | FormValue[];
    }
  }
  return root;
}

/** Reads a nested string field, or undefined. */
export function str(
  body: Record<string, FormValue> | FormValue | undefined,
  ...path: (string | number)[]
): string | undefined {
  let node: FormValue | undefined = body as FormValue | undefined;
  for (const p of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as Record<string | number, FormValue>)[p];
  }
  return typeof node === 'string' ? node : undefined;
}
