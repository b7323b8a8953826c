import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import type { Generation } from '../api/generation';
import { GenerationList } from './generation-list';

/** The dashboard's Recent Activity: the latest generations and a way to the full history. */
export function RecentGenerations({ generations }: { generations: readonly Generation[] }) {
  const empty = generations.length === 0;
  return (
    <Card as="section" className="recent-generations" aria-labelledby="recent-activity-title">
      <div className="recent-generations__header">
        <h2 id="recent-activity-title" className="card__title">
          Recent Activity
        </h2>
        {empty ? (
          <Button variant="secondary" size="sm" disabled>
            View All
          </Button>
        ) : (
          <LinkButton to="/generations" variant="secondary" size="sm">
            View All
          </LinkButton>
        )}
      </div>
      {empty ? (
        <div className="empty-state">
          <p className="empty-state__title">No recent generations</p>
          <p className="text-muted">
            Select a frame in Figma and run the FrameToCode plugin: each generation shows up here.
          </p>
        </div>
      ) : (
        <GenerationList generations={generations} label="Recent generations" />
      )}
    </Card>
  );
}
