import type { ExportPhase } from '../../messaging';
import type { FailureKind } from '../api';
import { ExternalLink } from './external-link';

const PHASE_TEXT: Record<ExportPhase, string> = {
  layers: 'Reading the frame’s layers',
  variables: 'Reading variables and styles',
  vectors: 'Exporting vectors as SVG',
  images: 'Exporting images',
  preview: 'Rendering a preview',
};

/** Progress while Figma exports the frame (one bar per phase), then while the server generates. */
export function RunProgress({
  phase,
  done,
  total,
}: {
  phase: ExportPhase | 'generating';
  done?: number;
  total?: number;
}) {
  const text = phase === 'generating' ? 'Generating Compose code' : PHASE_TEXT[phase];
  return (
    <div className="progress-block" role="status">
      <p className="small">{text}…</p>
      {phase === 'generating' ? (
        <progress aria-label={text} />
      ) : (
        <progress max={Math.max(1, total ?? 1)} value={done ?? 0} aria-label={text} />
      )}
    </div>
  );
}

/** Why the generation failed, with the way out: upgrade (402) or retry (network, server). */
export function RunFailure({
  kind,
  message,
  upgradeUrl,
  onRetry,
}: {
  kind: FailureKind | 'export';
  message: string;
  upgradeUrl: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="notice notice-error">
      <p>{message}</p>
      {kind === 'limit' ? (
        <ExternalLink href={upgradeUrl} className="button button-primary button-small">
          Upgrade your plan
        </ExternalLink>
      ) : null}
      {kind === 'offline' || kind === 'server' ? (
        <button type="button" className="button button-small" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
