import { Alert } from '@/components/ui/alert';
import type { InitiatePhase } from '../hooks/use-figma-initiate';
import { CloseTabButton, LinkBusy } from './link-page-layout';

export function FigmaInitiateView({ phase }: { phase: InitiatePhase }) {
  if (phase.kind === 'loading')
    return (
      <LinkBusy
        title="Preparing Figma Connection"
        text="Getting everything ready to connect your Figma account..."
      />
    );
  if (phase.kind === 'redirecting') {
    return (
      <>
        <LinkBusy
          title="Connecting to Figma"
          text="You will be redirected to Figma to authorize FrameToCode."
        />
        <p className="link-card__note">
          If nothing happens, <a href={phase.url}>continue to Figma</a>.
        </p>
      </>
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
