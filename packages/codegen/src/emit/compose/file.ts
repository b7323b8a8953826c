import type { FileContext } from './context.ts';

/**
 * A complete Kotlin source file: file-level opt-ins, package, sorted imports,
 * then the body. Imports that only the body's text reveals (Modifier, R) are
 * added here so builders cannot forget them.
 */
export function assembleFile(file: FileContext, packageName: string, resourcePackage: string, body: string): string {
  if (/\bModifier\b/.test(body)) file.use('androidx.compose.ui.Modifier');
  if (/\bR\.drawable\./.test(body) && resourcePackage !== packageName) file.use(`${resourcePackage}.R`);
  if (/@Composable\b/.test(body)) file.use('androidx.compose.runtime.Composable');
  if (/@Preview\b/.test(body)) file.use('androidx.compose.ui.tooling.preview.Preview');
  const lines: string[] = [];
  if (file.optIns.size > 0) {
    lines.push(`@file:OptIn(${[...file.optIns].sort().map((m) => `${m}::class`).join(', ')})`, '');
  }
  lines.push(`package ${packageName}`, '');
  const imports = [...file.imports].filter((i) => i.slice(0, i.lastIndexOf('.')) !== packageName).sort();
  if (imports.length > 0) lines.push(...imports.map((i) => `import ${i}`), '');
  return `${lines.join('\n')}\n${body}`.replace(/\n{3,}/g, '\n\n');
}
