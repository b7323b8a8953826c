import type { SelectionState } from '../../messaging';

/** What is selected, and what to select when it cannot be generated. */
export function SelectionCard({ selection }: { selection: SelectionState }) {
  switch (selection.kind) {
    case 'frame':
      return (
        <section className="selection" aria-label="Selection">
          <p className="selection-name">{selection.name}</p>
          <p className="muted small">
            {selection.type.toLowerCase().replace('_', ' ')} · {selection.width} × {selection.height}
          </p>
        </section>
      );
    case 'none':
      return (
        <p className="notice notice-info" role="status">
          Select a frame on the canvas to generate its Compose code.
        </p>
      );
    case 'many':
      return (
        <p className="notice notice-info" role="status">
          {selection.count} layers are selected. Select just one frame to generate code.
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
