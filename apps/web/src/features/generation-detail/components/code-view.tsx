import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import type { GenerationFile } from '../api/get-generation-detail';
import { useGenerationFileText, useGenerationObjectUrl } from '../api/get-generation-file';
import { highlightCode } from '../utils/highlight';
import { BreakableName } from './breakable-name';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
      toast.success('Code copied to the clipboard');
    } catch {
      setCopied('failed');
      toast.error('The code could not be copied. Select it and copy it with your keyboard.');
    }
    setTimeout(() => setCopied('idle'), 2000);
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
    </Button>
  );
}

function TextFile({ file }: { file: GenerationFile }) {
  const text = useGenerationFileText(file.object);
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    if (text.data !== undefined) {
      void highlightCode(text.data, file.path).then((h) => live && setHtml(h));
    }
    return () => {
      live = false;
    };
  }, [text.data, file.path]);

  if (text.isPending) return <Spinner label="Loading file..." />;
  if (text.isError) {
    return (
      <div className="code-view__failed" role="alert">
        <p>This file could not be loaded: {text.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void text.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className="code-view__bar">
        <span className="code-view__path">
          <BreakableName name={file.path} />
        </span>
        <CopyButton text={text.data} />
      </div>
      {/* highlight.js escapes the source; until it has loaded, the plain text shows. */}
      <pre className="code-view__code" tabIndex={0} aria-label={`Code of ${file.path}`}>
        {html === null ? (
          <code>{text.data}</code>
        ) : (
          <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
    </>
  );
}

function ImageFile({ file }: { file: GenerationFile }) {
  const url = useGenerationObjectUrl(file.object);
  return (
    <>
      <div className="code-view__bar">
        <span className="code-view__path">
          <BreakableName name={file.path} />
        </span>
      </div>
      {url.data ? (
        <img className="code-view__image" src={url.data} alt={`Drawable ${file.path}`} />
      ) : (
        <Spinner label="Loading image..." />
      )}
    </>
  );
}

/** The selected file: highlighted code with Copy, or the image of a binary drawable. */
export function CodeView({ file }: { file: GenerationFile }) {
  return (
    <section className="code-view" aria-label="File contents">
      {file.encoding === 'utf8' ? (
        <TextFile key={file.path} file={file} />
      ) : (
        <ImageFile key={file.path} file={file} />
      )}
    </section>
  );
}
