import { useLocation } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { LinkPageLayout } from '@/features/plugin-link/components/link-page-layout';
import { FigmaInitiateView } from '@/features/plugin-link/components/figma-initiate-view';
import { useFigmaInitiate } from '@/features/plugin-link/hooks/use-figma-initiate';

const goTo = (url: string) => window.location.assign(url);

export function Component() {
  usePageMeta('Connecting to Figma', 'Connect your Figma account to FrameToCode.');
  const { search } = useLocation();
  const phase = useFigmaInitiate(search, goTo);
  return (
    <LinkPageLayout>
      <FigmaInitiateView phase={phase} />
    </LinkPageLayout>
  );
}
