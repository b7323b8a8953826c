import { PageSpinner } from '@/components/ui/spinner';
import { useFeatureFlags } from '@/config/use-feature-flags';
import { PageHeader } from './page-header';

export const DASHBOARD_TITLE = 'Dashboard';
export const DASHBOARD_DESCRIPTION =
  'Your FrameToCode plan, usage this month and latest generations.';

/** The dashboard's title block; its line under the title follows SHOW_PRICING. */
export function DashboardHeader() {
  const { showPricing } = useFeatureFlags();
  return (
    <PageHeader
      title={DASHBOARD_TITLE}
      description={
        showPricing
          ? 'Your plan, your usage this month and your latest generations.'
          : 'The latest generations you ran with the FrameToCode plugin in Figma, and the shortcuts you need most.'
      }
    />
  );
}

/**
 * What /dashboard shows while its reads are under way. Also prerendered, inside the signed-in
 * layout, as the page /dashboard paints before the app has loaded (src/prerender/pages.tsx):
 * the title block is the page's largest text, so the first paint is its largest.
 */
export function DashboardLoading() {
  return (
    <>
      <DashboardHeader />
      <PageSpinner text="Loading dashboard..." />
    </>
  );
}
