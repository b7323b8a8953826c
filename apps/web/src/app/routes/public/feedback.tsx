import { PublicLayout } from '@/components/layout/public-layout';
import { Card } from '@/components/ui/card';
import { usePageMeta } from '@/lib/use-page-meta';
import { FeedbackForm } from '@/features/forms/components/feedback-form';
import '@/features/forms/styles/forms.css';

export function Component() {
  usePageMeta(
    'Share Your Feedback',
    'Rate FrameToCode from 1 to 5 stars and tell us what would make the Figma to Jetpack Compose workflow better for you.',
  );
  return (
    <PublicLayout>
      <section className="form-page" aria-labelledby="feedback-title">
        <div className="container">
          <header className="form-page__header">
            <h1 id="feedback-title">Share Your Feedback</h1>
            <p>
              How is FrameToCode working for you? A rating takes five seconds; a comment helps us
              even more.
            </p>
          </header>
          <Card className="form-page__card">
            <FeedbackForm />
          </Card>
        </div>
      </section>
    </PublicLayout>
  );
}
