import { Link } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Card } from '@/components/ui/card';
import { usePageMeta } from '@/lib/use-page-meta';
import { ReportIssueForm } from '@/features/forms/components/report-issue-form';
import '@/features/forms/styles/forms.css';

export function Component() {
  usePageMeta(
    'Report an Issue',
    'Tell the FrameToCode team about a bug in the Figma plugin, the generated Compose code or the web app, with an optional screenshot or log file.',
  );
  return (
    <PublicLayout>
      <section className="form-page" aria-labelledby="report-title">
        <div className="container">
          <header className="form-page__header">
            <h1 id="report-title">Report an Issue</h1>
            <p>
              Something not working as it should? Describe it below. For questions about using the
              plugin, the <Link to="/docs#troubleshooting">troubleshooting guide</Link> may have a
              quicker answer.
            </p>
          </header>
          <Card className="form-page__card">
            <ReportIssueForm />
          </Card>
        </div>
      </section>
    </PublicLayout>
  );
}
