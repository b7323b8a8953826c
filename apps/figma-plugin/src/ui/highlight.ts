import hljs from 'highlight.js/lib/core';
import kotlin from 'highlight.js/lib/languages/kotlin';
import xml from 'highlight.js/lib/languages/xml';

// Only the two languages a generation contains, so the inlined UI stays small.
hljs.registerLanguage('kotlin', kotlin);
hljs.registerLanguage('xml', xml);

export function languageOf(path: string): 'kotlin' | 'xml' | null {
  if (path.endsWith('.kt') || path.endsWith('.kts')) return 'kotlin';
  if (path.endsWith('.xml')) return 'xml';
  return null;
}

/** The code as highlighted HTML (highlight.js escapes the source), or null for other files. */
export function highlightCode(code: string, path: string): string | null {
  const language = languageOf(path);
  return language ? hljs.highlight(code, { language, ignoreIllegals: true }).value : null;
}
