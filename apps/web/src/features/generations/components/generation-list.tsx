import { chargeBadgeLabel, generationTypeLabel } from '@app/shared/generations';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import type { Generation } from '../api/generation';
import { formatGenerationDate } from '../utils/format-generation-date';
import { FlowMark } from './flow-mark';

/** Generations as rows: name, date, type and the Charged or Free badge. */
export function GenerationList({
  generations,
  label,
}: {
  generations: readonly Generation[];
  label: string;
}) {
  return (
    <ul className="generation-list" aria-label={label}>
      {generations.map((generation) => {
        const badge = chargeBadgeLabel(generation.charged);
        return (
          <li key={generation.id} className="generation-list__item">
            <div className="generation-list__main">
              <Link className="generation-list__name" to={`/generations/${generation.id}`}>
                {generation.name}
              </Link>
              <span className="generation-list__meta">
                <time dateTime={generation.created_at}>
                  {formatGenerationDate(generation.created_at)}
                </time>
                <span aria-hidden="true"> · </span>
                <span className="generation-list__type">
                  {generationTypeLabel(generation.type)}
                </span>
                <FlowMark screens={generation.screens} />
              </span>
            </div>
            <Badge variant={badge === 'Charged' ? 'warning' : 'success'}>{badge}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
