import { describeFlowRun } from '@app/shared/generate';

/** A flow in a list of generations: one row, with how many screens (generations) it holds. */
export function FlowMark({ screens }: { screens: number | undefined }) {
  if (!screens || screens < 2) return null;
  return (
    <>
      <span aria-hidden="true"> · </span>
      <span className="generation-list__flow">Flow of {describeFlowRun(screens)}</span>
    </>
  );
}
