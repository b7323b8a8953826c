import type { HLJSApi } from 'highlight.js';

/**
 * Syntax highlighting with highlight.js, loaded on first use with only the two languages a
 * generation contains (Kotlin, and XML for drawables), so no other page's bundle grows.
 */
let loading: Promise<HLJSApi> | null = null;

function loadHighlighter() {
  loading ??= Promise.all([
    import('highlight.js/lib/core'),
    import('highlight.js/lib/languages/kotlin'),
    import('highlight.js/lib/languages/xml'),
  ]).then(([core, kotlin, xml]) => {
    const hljs = core.default;
    hljs.registerLanguage('kotlin', kotlin.default);
    hljs.registerLanguage('xml', xml.default);
    return hljs;
  });
  return loading;
}

export function languageOf(path: string): 'kotlin' | 'xml' | null {
  if (path.endsWith('.kt') || path.endsWith('.kts')) return 'kotlin';
  if (path.endsWith('.xml')) return 'xml';
  return null;
}

/** The code as highlighted HTML (highlight.js escapes the source itself). */
export async function highlightCode(code: string, path: string): Promise<string | null> {
  const language = languageOf(path);
  if (!language) return null;
  const hljs = await loadHighlighter();
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
