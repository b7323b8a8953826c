import { useLocation } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { LinkPageLayout } from '@/features/plugin-link/components/link-page-layout';
import { PluginAuthView } from '@/features/plugin-link/components/plugin-auth-view';
import { usePluginLink } from '@/features/plugin-link/hooks/use-plugin-link';

const goTo = (url: string) => window.location.assign(url);

export function Component() {
  usePageMeta('Figma Plugin Authentication', 'Link the FrameToCode Figma plugin to your account.');
  const { search } = useLocation();
  const phase = usePluginLink(search, goTo);
  return (
    <LinkPageLayout>
      <PluginAuthView phase={phase} search={search} />
    </LinkPageLayout>
  );
}
