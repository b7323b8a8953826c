import { useEffect, useMemo, useState } from 'react';
import {
  formatScore,
  RENDER_ATTEMPTS,
  RENDER_MESSAGES,
  SCORE_EXPLANATION,
  type RenderReportLayer,
} from '@app/shared/renders';
import type { RenderState } from '../api';

type Mode = 'side' | 'overlay' | 'difference';

/**
 * The generation's code rendered beside the frame the plugin exported: live progress of the
 * render job, then the score, the two images (side by side, overlaid with a slider, or their
 * difference) and the worst layers, each opening its code; why it failed; or that the server
 * cannot render.
 */
export function RenderPanel({
  state,
  frame,
  name,
  onOpenCode,
}: {
  state: RenderState | null;
  /** Figma's export of the frame, as the plugin sent it. */
  frame: Uint8Array | undefined;
  name: string;
  onOpenCode: (layer: RenderReportLayer) => void;
}) {
  const [mode, setMode] = useState<Mode>('side');
  const [opacity, setOpacity] = useState(50);
  const frameUrl = useMemo(
    () =>
      frame ? URL.createObjectURL(new Blob([frame as BlobPart], { type: 'image/png' })) : null,
    [frame],
  );
  useEffect(() => () => void (frameUrl && URL.revokeObjectURL(frameUrl)), [frameUrl]);

  const row = state?.row ?? null;
  let body;
  if (!state) body = <p className="muted small">Loading the rendered preview...</p>;
  else if (!row) body = <p>{RENDER_MESSAGES.none}</p>;
  else if (row.status === 'unavailable')
    body = <p className="small">{row.error ?? RENDER_MESSAGES.unavailable}</p>;
  else if (row.status === 'failed')
    body = (
      <div role="alert" className="notice notice-error">
        <strong>{RENDER_MESSAGES.failedTitle}</strong>
        <p className="small">{row.error ?? RENDER_MESSAGES.unexpected}</p>
      </div>
    );
  else if (row.status !== 'succeeded' || !state.report || !state.renderUrl) {
    const text =
      row.status === 'running' && row.stage
        ? RENDER_MESSAGES.stages[row.stage]
        : row.attempts > 0 && row.error
          ? RENDER_MESSAGES.retrying(row.attempts)
          : RENDER_MESSAGES.queued;
    body = (
      <p role="status" className="small">
        {text}
        {row.attempts > 1 ? ` (attempt ${row.attempts} of ${RENDER_ATTEMPTS})` : ''}
      </p>
    );
  } else {
    const report = state.report;
    const renderImg = <img src={state.renderUrl} alt={`The generated code of ${name}, rendered`} />;
    body = (
      <>
        <p>
          <strong>{formatScore(report.score)}</strong> layer score ({report.withinTolerance} of{' '}
          {report.layers} layers)
        </p>
        <p className="muted small">{SCORE_EXPLANATION}</p>
        {frameUrl ? (
          <>
            <div className="render-modes" role="group" aria-label="How to compare">
              {(['side', 'overlay', 'difference'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  className={
                    mode === m ? 'button button-small button-primary' : 'button button-small'
                  }
                  aria-pressed={mode === m}
                  onClick={() => setMode(m)}
                >
                  {m === 'side' ? 'Side by side' : m === 'overlay' ? 'Overlay' : 'Difference'}
                </button>
              ))}
            </div>
            {mode === 'side' ? (
              <div className="render-side">
                <figure>
                  <img src={frameUrl} alt={`Figma's export of the ${name} frame`} />
                  <figcaption>Figma</figcaption>
                </figure>
                <figure>
                  {renderImg}
                  <figcaption>Rendered code</figcaption>
                </figure>
              </div>
            ) : (
              <>
                {mode === 'overlay' ? (
                  <input
                    type="range"
                    min={0}
                    max={100}
                    value={opacity}
                    aria-label="Rendered code over Figma (percent)"
                    onChange={(e) => setOpacity(Number(e.target.value))}
                  />
                ) : null}
                <figure className={`render-stack render-stack-${mode}`}>
                  <img src={frameUrl} alt={`Figma's export of the ${name} frame`} />
                  <img
                    className="render-top"
                    src={state.renderUrl}
                    alt={`The generated code of ${name}, rendered, over Figma's export`}
                    style={mode === 'overlay' ? { opacity: opacity / 100 } : undefined}
                  />
                </figure>
              </>
            )}
          </>
        ) : (
          <figure className="render-side">{renderImg}</figure>
        )}
        {report.worst.length > 0 ? (
          <ol className="render-worst" aria-label="Layers furthest from the design">
            {report.worst.map((layer) => (
              <li key={layer.nodeId}>
                {layer.file && layer.line ? (
                  <button type="button" className="link-button" onClick={() => onOpenCode(layer)}>
                    {layer.name}: {layer.problems.join(', ') || 'off the design'} (line {layer.line}
                    )
                  </button>
                ) : (
                  <span>
                    {layer.name}: {layer.problems.join(', ') || 'off the design'}
                  </span>
                )}
              </li>
            ))}
          </ol>
        ) : null}
      </>
    );
  }
  return (
    <section className="render-panel" aria-labelledby="render-title">
      <h3 id="render-title">Rendered preview</h3>
      {body}
    </section>
  );
}
