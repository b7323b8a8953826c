import { useLocation } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { LinkPageLayout } from '@/features/plugin-link/components/link-page-layout';
import { FigmaReturnView } from '@/features/plugin-link/components/figma-return-view';
import { useFigmaReturn } from '@/features/plugin-link/hooks/use-figma-return';

export function Component() {
  usePageMeta(
    'Completing Authentication',
    'Finishing the connection between Figma and FrameToCode.',
  );
  const { search } = useLocation();
  const phase = useFigmaReturn(search);
  return (
    <LinkPageLayout>
      <FigmaReturnView phase={phase} />
    </LinkPageLayout>
  );
}
