import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Language, Parser, type Node } from 'web-tree-sitter';

const require = createRequire(import.meta.url);
let parser: Parser | undefined;

/** The tree-sitter Kotlin grammar, loaded from the wasm its npm package ships (no network). */
export async function kotlinParser(): Promise<Parser> {
  if (parser) return parser;
  await Parser.init();
  const grammarDir = dirname(
    require.resolve('@tree-sitter-grammars/tree-sitter-kotlin/package.json'),
  );
  const language = await Language.load(join(grammarDir, 'tree-sitter-kotlin.wasm'));
  parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/** Syntax errors in a Kotlin source, as "line:column kind" strings (empty when it parses). */
export async function kotlinSyntaxErrors(source: string): Promise<string[]> {
  const p = await kotlinParser();
  const tree = p.parse(source);
  if (!tree) return ['parser returned no tree'];
  const errors: string[] = [];
  const visit = (n: Node): void => {
    if (n.isError || n.isMissing)
      errors.push(
        `${n.startPosition.row + 1}:${n.startPosition.column + 1} ${n.isMissing ? `missing ${n.type}` : 'error'}`,
      );
    if (n.hasError) for (const c of n.children) if (c) visit(c);
  };
  visit(tree.rootNode);
  tree.delete();
  return errors;
}
