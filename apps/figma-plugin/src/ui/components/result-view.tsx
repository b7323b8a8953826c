import { useEffect, useMemo, useRef, useState } from 'react';
import type { GenerateAnswer } from '@app/shared/generate';
import type { RenderReportLayer } from '@app/shared/renders';
import type { RenderState } from '../api';
import { RenderPanel } from './render-panel';
import { highlightCode } from '../highlight';
import { buildZip, zipFileName } from '../zip';
import { describeFlowRun } from '@app/shared/generate';
import { copyText, downloadBytes } from '../browser';

/** The generated files: a list, the chosen file highlighted, Copy per file, the zip, warnings. */
export function ResultView({
  answer,
  notes,
  render = null,
  frame,
}: {
  answer: GenerateAnswer;
  notes: string[];
  /** The render job of this generation, as it goes. */
  render?: RenderState | null;
  /** Figma's export of the frame the plugin sent. */
  frame?: Uint8Array | undefined;
}) {
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
  // The line a worst-layer link opened, in the file it named.
  const [jump, setJump] = useState<{ path: string; line: number; at: number } | null>(null);
  const [mark, setMark] = useState<{ top: number; height: number } | null>(null);
  const pre = useRef<HTMLPreElement>(null);
  const openCode = (layer: RenderReportLayer) => {
    const index = files.findIndex((f) => f.path === layer.file);
    if (index < 0 || !layer.line) return;
    setSelected(index);
    setJump({ path: layer.file!, line: layer.line, at: Date.now() });
  };
  useEffect(() => {
    const el = pre.current;
    if (!el || !jump || jump.path !== file?.path) {
      setMark(null);
      return;
    }
    // Monospace lines of one height: the line's place is its index times that height.
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight) || 18;
    const top = parseFloat(style.paddingTop) + (jump.line - 1) * lineHeight;
    setMark({ top, height: lineHeight });
    el.scrollTop = Math.max(0, top - el.clientHeight / 3);
    el.scrollIntoView({ block: 'nearest' });
  }, [jump, file?.path, html]);
  const markEl =
    mark && jump ? (
      <span
        className="code-mark"
        data-testid="code-line-mark"
        aria-hidden="true"
        data-line={jump.line}
        style={{ top: mark.top, height: mark.height }}
      />
    ) : null;

  async function copy(path: string, content: string) {
    const ok = await copyText(content);
    setCopied(ok ? path : null);
    if (!ok) setZipError('Copy did not work here. Select the code and copy it with your keyboard.');
  }

  function download() {
    try {
      downloadBytes(
        buildZip(files, answer),
        zipFileName(answer.generation.name),
        'application/zip',
      );
      setZipError(null);
    } catch (err) {
      setZipError(err instanceof Error ? err.message : 'The zip could not be built.');
    }
  }

  const warnings = [...answer.warnings.map((w) => `${w.nodeName}: ${w.message}`), ...notes];
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
          {answer.flow.outside.length} prototype link
          {answer.flow.outside.length === 1 ? ' leads' : 's lead'} outside the flow and{' '}
          {answer.flow.outside.length === 1 ? 'is' : 'are'} not wired:{' '}
          {answer.flow.outside
            .map((o) => `“${o.layer.name}” → “${o.destinationName ?? o.destinationId}”`)
            .join(', ')}
          .
        </p>
      ) : null}
      {zipError ? (
        <p role="alert" className="notice notice-error">
          {zipError}
        </p>
      ) : null}
      <RenderPanel
        state={render}
        frame={frame}
        name={answer.generation.name}
        onOpenCode={openCode}
      />
      <ul className="file-list" aria-label="Generated files">
        {files.map((f, i) => (
          <li key={f.path}>
            <button
              type="button"
              className={i === selected ? 'file file-selected' : 'file'}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => {
                setSelected(i);
                setJump(null);
              }}
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
            <pre ref={pre} className="code hljs" tabIndex={0} aria-label={`Code of ${file.path}`}>
              {markEl}
              <code dangerouslySetInnerHTML={{ __html: html }} />
            </pre>
          ) : (
            <pre ref={pre} className="code" tabIndex={0} aria-label={`Code of ${file.path}`}>
              {markEl}
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
