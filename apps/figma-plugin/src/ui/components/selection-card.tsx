import { describeFlowRun, FLOW_MAX_SCREENS, FLOW_METERING_RULE } from '@app/shared/generate';
import type { FlowScreens, SelectionState } from '../../messaging';

/** A flow before it runs: its screens, and how many generations the run will use. */
function FlowSummary({ flow, label }: { flow: FlowScreens; label: string }) {
  const n = flow.screens.length;
  return (
    <section className="selection" aria-label={label}>
      <p className="selection-name">{flow.name}</p>
      <p className="muted small" data-testid="flow-run">
        Flow · {describeFlowRun(n)}
      </p>
      <ol className="flow-screens" aria-label="Screens">
        {flow.screens.map((s) => (
          <li key={s.id}>{s.name}</li>
        ))}
      </ol>
      {n > FLOW_MAX_SCREENS ? (
        <p className="notice notice-error small" role="alert">
          A flow can have at most {FLOW_MAX_SCREENS} screens; this one has {n}. Select fewer frames.
        </p>
      ) : null}
      <p className="muted small">{FLOW_METERING_RULE}</p>
    </section>
  );
}

/** What is selected, and what to select when it cannot be generated. */
export function SelectionCard({ selection }: { selection: SelectionState }) {
  switch (selection.kind) {
    case 'frame':
      return (
        <section className="selection" aria-label="Selection">
          <p className="selection-name">{selection.name}</p>
          <p className="muted small">
            {selection.type.toLowerCase().replace('_', ' ')} · {selection.width} ×{' '}
            {selection.height}
          </p>
        </section>
      );
    case 'flow':
      return <FlowSummary flow={selection} label="Selection" />;
    case 'none':
      return (
        <>
          <p className="notice notice-info" role="status">
            Select a frame on the canvas to generate its Compose code, or several frames or a
            section to generate a flow with its prototype links.
          </p>
          {selection.page ? <FlowSummary flow={selection.page} label="This page" /> : null}
        </>
      );
    case 'many':
      return (
        <p className="notice notice-info" role="status">
          {selection.count} layers are selected. Select one frame, or only frames for a flow.
        </p>
      );
    case 'not-frame':
      return (
        <p className="notice notice-info" role="status">
          “{selection.name}” is a {selection.type.toLowerCase().replace('_', ' ')}, not a frame.
          Select a frame, component or instance to generate code.
        </p>
      );
  }
}
