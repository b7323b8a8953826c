import { DESIGN_TOOL_LINK_MESSAGES } from '@app/shared/plugin-link';
import { Alert } from '@/components/ui/alert';
import type { ReturnPhase } from '../hooks/use-figma-return';
import { CloseTabButton, LinkBusy } from './link-page-layout';

export function FigmaReturnView({ phase }: { phase: ReturnPhase }) {
  if (phase.kind === 'loading')
    return <LinkBusy title="Completing Authentication" text="Connecting your Figma account..." />;
  if (phase.kind === 'success') {
    return (
      <div role="status">
        <h1 className="link-card__title">Authentication Complete!</h1>
        <p className="link-card__text">{DESIGN_TOOL_LINK_MESSAGES.success}</p>
        <CloseTabButton />
      </div>
    );
  }
  return (
    <>
      <h1 className="link-card__title">Authentication Failed</h1>
      <Alert variant="error">{phase.message}</Alert>
      <div className="link-card__actions">
        <CloseTabButton />
      </div>
    </>
  );
}
