import { useMemo, useState } from 'react';
import type { GenerateAnswer } from '@app/shared/generate';
import { highlightCode } from '../highlight';
import { buildZip, zipFileName } from '../zip';
import { describeFlowRun } from '@app/shared/generate';
import { copyText, downloadBytes } from '../browser';

/** The generated files: a list, the chosen file highlighted, Copy per file, the zip, warnings. */
export function ResultView({ answer, notes }: { answer: GenerateAnswer; notes: string[] }) {
  const files = answer.files;
  const firstKotlin = Math.max(
    0,
    files.findIndex((f) => f.path.endsWith('.kt')),
  );
  const [selected, setSelected] = useState(firstKotlin);
  const [copied, setCopied] = useState<string | null>(null);
  const [zipError, setZipError] = useState<string | null>(null);
  const file = files[selected];
  const html = useMemo(
    () => (file && file.encoding === 'utf8' ? highlightCode(file.content, file.path) : null),
    [file],
  );

  async function copy(path: string, content: string) {
    const ok = await copyText(content);
    setCopied(ok ? path : null);
    if (!ok) setZipError('Copy did not work here. Select the code and copy it with your keyboard.');
  }

  function download() {
    try {
      downloadBytes(buildZip(files, answer), zipFileName(answer.generation.name), 'application/zip');
      setZipError(null);
    } catch (err) {
      setZipError(err instanceof Error ? err.message : 'The zip could not be built.');
    }
  }

  const warnings = [
    ...answer.warnings.map((w) => `${w.nodeName}: ${w.message}`),
    ...notes,
  ];
  return (
    <section className="result" aria-labelledby="result-title">
      <div className="result-head">
        <h2 id="result-title">
          {files.length} file{files.length === 1 ? '' : 's'} for “{answer.generation.name}”
        </h2>
        <button type="button" className="button button-primary" onClick={download}>
          Download zip
        </button>
      </div>
      <p className="muted small">
        {answer.flow
          ? `A flow of ${describeFlowRun(answer.flow.screens.length)}, ${answer.generation.charged ? 'charged' : 'free'}; the zip's README shows how to call ${answer.flow.navHost.function} from an Activity.`
          : answer.generation.charged
            ? 'Charged generation.'
            : 'Free generation.'}{' '}
        Unzip at the root of your Android project: files go to app/src/main.
      </p>
      {answer.flow && answer.flow.outside.length > 0 ? (
        <p className="notice notice-info small" role="status">
          {answer.flow.outside.length} prototype link{answer.flow.outside.length === 1 ? ' leads' : 's lead'} outside the flow and{' '}
          {answer.flow.outside.length === 1 ? 'is' : 'are'} not wired:{' '}
          {answer.flow.outside.map((o) => `“${o.layer.name}” → “${o.destinationName ?? o.destinationId}”`).join(', ')}.
        </p>
      ) : null}
      {zipError ? (
        <p role="alert" className="notice notice-error">
          {zipError}
        </p>
      ) : null}
      <ul className="file-list" aria-label="Generated files">
        {files.map((f, i) => (
          <li key={f.path}>
            <button
              type="button"
              className={i === selected ? 'file file-selected' : 'file'}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => setSelected(i)}
            >
              {f.path}
            </button>
          </li>
        ))}
      </ul>
      {file ? (
        <div className="code-panel">
          <div className="code-head">
            <span className="code-path">{file.path}</span>
            {file.encoding === 'utf8' ? (
              <button
                type="button"
                className="button button-small"
                onClick={() => void copy(file.path, file.content)}
                aria-label={`Copy ${file.path}`}
              >
                {copied === file.path ? 'Copied' : 'Copy'}
              </button>
            ) : null}
          </div>
          {file.encoding === 'base64' ? (
            <img
              className="code-image"
              alt={`Image ${file.path}`}
              src={`data:image/png;base64,${file.content}`}
            />
          ) : html !== null ? (
            // Focusable, so keyboard users can scroll long files.
            <pre className="code hljs" tabIndex={0} aria-label={`Code of ${file.path}`}>
              <code dangerouslySetInnerHTML={{ __html: html }} />
            </pre>
          ) : (
            <pre className="code" tabIndex={0} aria-label={`Code of ${file.path}`}>
              <code>{file.content}</code>
            </pre>
          )}
        </div>
      ) : null}
      {warnings.length ? (
        <section className="warnings" aria-labelledby="warnings-title">
          <h3 id="warnings-title">Warnings ({warnings.length})</h3>
          <ul>
            {warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
