import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';
import { useGenerationDetail } from '@/features/generation-detail/api/get-generation-detail';
import { GenerationDetailView } from '@/features/generation-detail/components/generation-detail-view';
import { PageHeader } from './page-header';
import '@/features/generation-detail/styles/generation-detail.css';
import './app-page.css';

const back = (
  <LinkButton to="/generations" variant="secondary" size="sm">
    Back to Generation History
  </LinkButton>
);

/** /generations/:id: the code, files, preview and warnings of one of the user's generations. */
export function Component() {
  const { id = '' } = useParams();
  const detail = useGenerationDetail(id);
  usePageMeta(detail.data?.name ?? 'Generation', 'The code and assets of one generation.');

  if (detail.isPending) return <PageSpinner text="Loading generation..." />;
  if (detail.isError) {
    return (
      <>
        <PageHeader title="Generation" actions={back} />
        <Alert variant="error" title="Error loading generation">
          <p>{detail.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title="Generation not found" actions={back} />
        <p>This generation does not exist, or it belongs to another account.</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={detail.data.name} actions={back} />
      <GenerationDetailView generation={detail.data} />
    </>
  );
}
