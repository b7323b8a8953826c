import { usePageMeta } from '@/lib/use-page-meta';
import { useLiveChanges } from '@/lib/use-live-changes';
import { generationsKey } from '@/features/generations/api/generation';
import { GenerationHistory } from '@/features/generations/components/generation-history';
import { PageHeader } from './page-header';
import { useSignedInUser } from './use-signed-in-user';
import '@/features/generations/styles/generations.css';
import './app-page.css';

/** /generations: every generation of the user, newest first. */
export function Component() {
  usePageMeta(
    'Generation History',
    'Every code generation you have made with FrameToCode, newest first.',
  );
  const user = useSignedInUser();
  useLiveChanges(user.id, [{ table: 'generations', queryKey: generationsKey(user.id) }]);
  return (
    <>
      <PageHeader
        title="Generation History"
        description="Every screen and component you have turned into code, newest first."
      />
      <GenerationHistory userId={user.id} />
    </>
  );
}
