/**
 * Where a view's columns come from, read from the view's stored parse tree
 * (`pg_rewrite.ev_action`, Postgres's node-tree text): for each output column, the table
 * (or view) and attribute the parser recorded as its origin (`resorigtbl`, `resorigcol`).
 * PostgREST finds the foreign keys and primary keys a view carries the same way, so that
 * embedding works through views. Pure: text in, origins out.
 */

/** One column of a view's top-level query: its position and its origin, when it has one. */
export interface ViewColumnOrigin {
  /** The column's position in the view (its attnum). */
  position: number;
  /** pg_class oid of the relation the column is read from (0 for an expression). */
  relation: number;
  /** Attribute number in that relation (0 for an expression). */
  attribute: number;
}

type NodeValue = string | null | NodeValue[] | TreeNode;

interface TreeNode {
  type: string;
  fields: Map<string, NodeValue>;
}

/** Splits node-tree text into tokens: brackets, quoted strings, and backslash-escaped words. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i += 1;
    } else if (c === '(' || c === ')' || c === '{' || c === '}') {
      tokens.push(c);
      i += 1;
    } else if (c === '"') {
      let word = '"';
      i += 1;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\') i += 1;
        word += text[i] ?? '';
        i += 1;
      }
      i += 1;
      tokens.push(word);
    } else {
      let word = '';
      while (i < text.length) {
        const d = text[i]!;
        if (d === '\\') {
          word += text[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (' \n\t\r(){}'.includes(d)) break;
        word += d;
        i += 1;
      }
      tokens.push(word);
    }
  }
  return tokens;
}

class Reader {
  pos = 0;
  constructor(private readonly tokens: string[]) {}

  next(): string {
    const token = this.tokens[this.pos];
    if (token === undefined) throw new Error('node tree ended early');
    this.pos += 1;
    return token;
  }

  peek(): string | undefined {
    return this.tokens[this.pos];
  }

  value(): NodeValue {
    const token = this.next();
    if (token === '{') return this.node();
    if (token === '(') {
      const items: NodeValue[] = [];
      while (this.peek() !== ')') items.push(this.value());
      this.next();
      return items;
    }
    if (token === '<>') return null;
    // A datum is written as its length and its bytes in brackets: `4 [ 1 0 0 0 ]`.
    if (/^\d+$/.test(token) && this.peek() === '[') {
      while (this.next() !== ']');
    }
    return token;
  }

  node(): TreeNode {
    const type = this.next();
    const fields = new Map<string, NodeValue>();
    while (this.peek() !== '}') {
      const name = this.next();
      if (!name.startsWith(':')) throw new Error(`expected a field name, got ${name}`);
      fields.set(name.slice(1), this.value());
    }
    this.next();
    return { type, fields };
  }
}

const isNode = (v: NodeValue | undefined): v is TreeNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The origins of a view's columns, from its `_RETURN` rule's action (`ev_action::text`).
 * Columns the view computes (expressions, constants, set operations) have relation 0.
 * Text that is not a node tree gives no origins, so an unreadable view has no relationships.
 */
export function viewColumnOrigins(evAction: string): ViewColumnOrigin[] {
  let actions: NodeValue;
  try {
    actions = new Reader(tokenize(evAction)).value();
  } catch {
    return [];
  }
  const query = Array.isArray(actions) ? actions[0] : actions;
  if (!isNode(query)) return [];
  const targets = query.fields.get('targetList');
  if (!Array.isArray(targets)) return [];
  const origins: ViewColumnOrigin[] = [];
  for (const entry of targets) {
    if (!isNode(entry) || entry.type !== 'TARGETENTRY') continue;
    if (entry.fields.get('resjunk') === 'true') continue;
    const position = Number(entry.fields.get('resno'));
    const relation = Number(entry.fields.get('resorigtbl') ?? 0);
    const attribute = Number(entry.fields.get('resorigcol') ?? 0);
    if (!Number.isInteger(position)) continue;
    origins.push({
      position,
      relation: Number.isFinite(relation) ? relation : 0,
      attribute: Number.isFinite(attribute) ? attribute : 0,
    });
  }
  return origins;
}
