import { usePageMeta } from '@/lib/use-page-meta';
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
