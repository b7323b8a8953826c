import { usePageMeta } from '@/lib/use-page-meta';
import { InstallPluginBanner } from '@/features/support/components/install-plugin-banner';
import { SupportFaq } from '@/features/support/components/support-faq';
import { SupportOptions } from '@/features/support/components/support-options';
import { PageHeader } from './page-header';
import '@/features/support/styles/support.css';
import './app-page.css';

/** /support: the ways to get help, the FAQ and the plugin install banner. */
export function Component() {
  usePageMeta(
    'Support',
    'Get help with FrameToCode: Discord community, documentation, email support, issue reports and feedback.',
  );
  return (
    <>
      <PageHeader
        title="How can we help?"
        description="Pick the quickest way to an answer. We usually reply to emails within one business day."
      />
      <div className="support-page">
        <SupportOptions />
        <SupportFaq />
        <InstallPluginBanner />
      </div>
    </>
  );
}
