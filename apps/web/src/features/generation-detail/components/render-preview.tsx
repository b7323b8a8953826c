import { useState } from 'react';
import {
  formatScore,
  RENDER_ATTEMPTS,
  RENDER_MESSAGES,
  SCORE_EXPLANATION,
  type GenerationRender,
  type RenderReport,
  type RenderReportLayer,
  type RenderStage,
} from '@app/shared/renders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useGenerationRender, useRenderReport } from '../api/get-generation-render';
import { useGenerationObjectUrl } from '../api/get-generation-file';

const STAGE_STEP: Record<RenderStage, number> = {
  preparing: 1,
  compiling: 2,
  rendering: 3,
  scoring: 4,
};

type Mode = 'side' | 'overlay' | 'difference';

function Progress({ render }: { render: GenerationRender }) {
  const retrying = render.status === 'queued' && render.attempts > 0 && render.error;
  const text =
    render.status === 'running' && render.stage
      ? RENDER_MESSAGES.stages[render.stage]
      : retrying
        ? RENDER_MESSAGES.retrying(render.attempts)
        : RENDER_MESSAGES.queued;
  const step = render.status === 'running' && render.stage ? STAGE_STEP[render.stage] : 0;
  return (
    <div className="render-preview__progress" role="status">
      <ProgressBar value={step} max={5} label={text} valueText={`${step} of 5`} />
      {render.attempts > 1 ? (
        <p className="text-muted">
          Attempt {render.attempts} of {RENDER_ATTEMPTS}
        </p>
      ) : null}
    </div>
  );
}

function Images({ figma, render, name }: { figma: string | null; render: string; name: string }) {
  const [mode, setMode] = useState<Mode>('side');
  const [opacity, setOpacity] = useState(50);
  const figmaUrl = useGenerationObjectUrl(figma);
  const renderUrl = useGenerationObjectUrl(render);
  if (!renderUrl.data || (figma && !figmaUrl.data))
    return <Spinner label="Loading the images..." />;
  const figmaImg = figmaUrl.data ? (
    <img src={figmaUrl.data} alt={`Figma's export of the ${name} frame`} />
  ) : null;
  const renderImg = <img src={renderUrl.data} alt={`The generated code of ${name}, rendered`} />;
  if (!figmaImg) {
    return (
      <>
        <p className="text-muted">
          This generation came without Figma's export of the frame, so only the render is shown.
        </p>
        <figure className="render-preview__figure">{renderImg}</figure>
      </>
    );
  }
  const modes: { id: Mode; label: string }[] = [
    { id: 'side', label: 'Side by side' },
    { id: 'overlay', label: 'Overlay' },
    { id: 'difference', label: 'Difference' },
  ];
  return (
    <>
      <div className="render-preview__modes" role="group" aria-label="How to compare">
        {modes.map((m) => (
          <Button
            key={m.id}
            size="sm"
            variant={mode === m.id ? 'primary' : 'secondary'}
            aria-pressed={mode === m.id}
            onClick={() => setMode(m.id)}
          >
            {m.label}
          </Button>
        ))}
      </div>
      {mode === 'side' ? (
        <div className="render-preview__side">
          <figure className="render-preview__figure">
            {figmaImg}
            <figcaption>Figma</figcaption>
          </figure>
          <figure className="render-preview__figure">
            {renderImg}
            <figcaption>Rendered code</figcaption>
          </figure>
        </div>
      ) : (
        <>
          {mode === 'overlay' ? (
            <label className="render-preview__slider">
              <span>Figma</span>
              <input
                type="range"
                min={0}
                max={100}
                value={opacity}
                aria-label="Rendered code over Figma (percent)"
                onChange={(e) => setOpacity(Number(e.target.value))}
              />
              <span>Rendered code</span>
            </label>
          ) : (
            <p className="text-muted">
              Black where the render matches Figma; bright where they differ.
            </p>
          )}
          <figure
            className={`render-preview__stack render-preview__stack--${mode}`}
            data-testid="render-stack"
          >
            {figmaImg}
            <img
              className="render-preview__top"
              src={renderUrl.data}
              alt={`The generated code of ${name}, rendered, over Figma's export`}
              style={mode === 'overlay' ? { opacity: opacity / 100 } : undefined}
            />
          </figure>
        </>
      )}
    </>
  );
}

/** Figma's export alone, while there is no render to put beside it. */
function FigmaOnly({ object, name }: { object: string; name: string }) {
  const url = useGenerationObjectUrl(object);
  if (!url.data) return null;
  return (
    <figure className="render-preview__figure">
      <img src={url.data} alt={`Preview of the ${name} frame`} />
      <figcaption>Figma</figcaption>
    </figure>
  );
}

function WorstLayers({
  layers,
  onOpenCode,
}: {
  layers: RenderReportLayer[];
  onOpenCode: (file: string, line: number) => void;
}) {
  if (layers.length === 0)
    return <p>Every scored layer is within 1 dp, with the design's fill and text.</p>;
  return (
    <ol className="render-preview__worst" aria-label="Layers furthest from the design">
      {layers.map((layer) => {
        const what = `${layer.name}: ${layer.problems.join(', ') || 'off the design'}`;
        return (
          <li key={layer.nodeId}>
            {layer.file && layer.line ? (
              <button
                type="button"
                className="render-preview__layer"
                onClick={() => onOpenCode(layer.file!, layer.line!)}
              >
                {what}
                <span className="text-muted">
                  {' '}
                  ({layer.file.split('/').pop()}, line {layer.line})
                </span>
              </button>
            ) : (
              <span>{what}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Report({
  render,
  report,
  figma,
  name,
  onOpenCode,
}: {
  render: GenerationRender;
  report: RenderReport;
  figma: string | null;
  name: string;
  onOpenCode: (file: string, line: number) => void;
}) {
  return (
    <>
      <div className="render-preview__score">
        <p>
          <strong className="render-preview__value">{formatScore(report.score)}</strong> layer score{' '}
          <span className="text-muted">
            ({report.withinTolerance} of {report.layers} layers)
          </span>
        </p>
        <p className="text-muted">{SCORE_EXPLANATION}</p>
        {report.imageSimilarity ? (
          <p className="text-muted">
            Pixel similarity {formatScore(report.imageSimilarity.value)}:{' '}
            {report.imageSimilarity.method}
          </p>
        ) : null}
      </div>
      <Images figma={figma} render={render.render_path!} name={name} />
      <h3 className="render-preview__subtitle">Layers furthest from the design</h3>
      <WorstLayers layers={report.worst} onOpenCode={onOpenCode} />
    </>
  );
}

/**
 * The generation's code rendered beside Figma's frame, with its fidelity score; the live
 * progress of its render job; why it failed; or that there is none.
 */
export function RenderPreview({
  generationId,
  figma,
  name,
  onOpenCode,
}: {
  generationId: string;
  figma: string | null;
  name: string;
  onOpenCode: (file: string, line: number) => void;
}) {
  const render = useGenerationRender(generationId);
  const row = render.data ?? null;
  const report = useRenderReport(row?.status === 'succeeded' ? row.report_path : null);
  let body;
  if (render.isPending) body = <Spinner label="Loading the rendered preview..." />;
  else if (render.isError) body = <Alert variant="error">{render.error.message}</Alert>;
  else if (!row) body = <p>{RENDER_MESSAGES.none}</p>;
  else if (row.status === 'unavailable') body = <p>{row.error ?? RENDER_MESSAGES.unavailable}</p>;
  else if (row.status === 'failed')
    body = (
      <Alert variant="error" title={RENDER_MESSAGES.failedTitle}>
        <p>{row.error ?? RENDER_MESSAGES.unexpected}</p>
        <p>
          Tried {row.attempts} {row.attempts === 1 ? 'time' : 'times'}. The code itself is unchanged
          and ready to use.
        </p>
      </Alert>
    );
  else if (row.status !== 'succeeded') body = <Progress render={row} />;
  else if (report.isError) body = <Alert variant="error">{report.error.message}</Alert>;
  else if (!report.data) body = <Spinner label="Loading the report..." />;
  else
    body = (
      <Report render={row} report={report.data} figma={figma} name={name} onOpenCode={onOpenCode} />
    );
  return (
    <Card as="section" aria-labelledby="render-title" className="render-preview">
      <h2 id="render-title" className="card__title">
        Rendered preview
      </h2>
      {body}
      {row?.status !== 'succeeded' && figma ? <FigmaOnly object={figma} name={name} /> : null}
    </Card>
  );
}
