import { useState } from 'react';

interface CodeBlockProps {
  code: string;
  /** Shown above the code, e.g. a file name or 'build.gradle.kts'. */
  title?: string;
  language?: string;
}

/** A code sample with its file name and a copy button. Rendered as text, never as HTML. */
export function CodeBlock({ code, title, language = 'kotlin' }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const trimmed = code.replace(/^\n+|\s+$/g, '');
  async function copy() {
    try {
      await navigator.clipboard.writeText(trimmed);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  }
  return (
    <figure className="code-block">
      <figcaption className="code-block__bar">
        <span>{title ?? language}</span>
        <button
          type="button"
          className="code-block__copy"
          onClick={copy}
          aria-label={`Copy ${title ?? 'code'}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      <pre tabIndex={0}>
        <code data-language={language}>{trimmed}</code>
      </pre>
    </figure>
  );
}
