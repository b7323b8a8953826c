import { useId, useMemo } from 'react';
import type { GenerationFlow } from '@app/shared/generate';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/cx';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  describeLink,
  layoutFlow,
  presentationLabel,
} from '../utils/flow-layout';

/**
 * A flow's graph: its screens as cards (the start first, dialogs and sheets marked), the
 * prototype's links as arrows, then every link in words and the links that lead outside the
 * flow. Choosing a screen shows its code in the file view below.
 */
export function FlowGraph({
  flow,
  selectedFile,
  onSelectFile,
}: {
  flow: GenerationFlow;
  selectedFile: string | null;
  onSelectFile: (path: string) => void;
}) {
  const layout = useMemo(() => layoutFlow(flow), [flow]);
  const byId = useMemo(() => new Map(flow.screens.map((s) => [s.nodeId, s])), [flow]);
  // The marker is referenced by url(#…), so its id keeps to characters a URL fragment takes as is.
  const arrowHead = `flow-arrow-${useId().replace(/[^\w-]/g, '')}`;
  const titleId = useId();
  const start = byId.get(flow.start);
  const nameOf = (id: string) => byId.get(id)?.name ?? id;

  return (
    <Card as="section" aria-labelledby={titleId} className="flow-graph">
      <h2 id={titleId} className="card__title">
        Flow
      </h2>
      <p className="flow-graph__intro">
        {start ? <>Starts at {start.name}. </> : null}
        The graph is <code>{flow.navHost.function}</code>; choose a screen to see its code.
      </p>
      <div className="flow-graph__scroll">
        <div className="flow-graph__canvas" style={{ width: layout.width, height: layout.height }}>
          <svg
            className="flow-graph__arrows"
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            aria-hidden="true"
          >
            <defs>
              <marker
                id={arrowHead}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" />
              </marker>
            </defs>
            {layout.arrows.map(({ link, path, forward }) => (
              <path
                key={`${link.from}-${link.layer.id}-${link.action}`}
                className={cx('flow-graph__arrow', !forward && 'flow-graph__arrow--return')}
                d={path}
                markerEnd={`url(#${arrowHead})`}
                data-from={link.from}
                data-to={link.to}
              >
                <title>{`${nameOf(link.from)}: “${link.layer.name}” ${describeLink(link, byId)}`}</title>
              </path>
            ))}
          </svg>
          <ul className="flow-graph__screens" aria-label="Screens of the flow">
            {layout.screens.map(({ screen, x, y }) => (
              <li
                key={screen.nodeId}
                className="flow-graph__screen"
                style={{ left: x, top: y, width: CARD_WIDTH, height: CARD_HEIGHT }}
              >
                <button
                  type="button"
                  className="flow-graph__card"
                  aria-pressed={selectedFile === screen.file}
                  onClick={() => onSelectFile(screen.file)}
                >
                  <span className="flow-graph__name">{screen.name}</span>
                  <span className="flow-graph__badges">
                    {screen.nodeId === flow.start ? <Badge variant="primary">Start</Badge> : null}
                    <Badge>{presentationLabel(screen.presentation)}</Badge>
                  </span>
                  <code className="flow-graph__function">{screen.function}</code>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {flow.links.length > 0 ? (
        <>
          <h3 className="flow-graph__subtitle">Links</h3>
          <ul className="flow-graph__links" aria-label="Links of the flow">
            {flow.links.map((link) => (
              <li key={`${link.from}-${link.layer.id}-${link.action}`}>
                <strong>{nameOf(link.from)}</strong>: “{link.layer.name}” {describeLink(link, byId)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {flow.outside.length > 0 ? (
        <>
          <h3 className="flow-graph__subtitle">Links that lead outside this flow</h3>
          <ul className="flow-graph__links" aria-label="Links that lead outside this flow">
            {flow.outside.map((o) => (
              <li key={`${o.from}-${o.layer.id}`}>
                <strong>{nameOf(o.from)}</strong>: “{o.layer.name}” leads to{' '}
                {o.destinationName ?? o.destinationId}, which was not generated with this flow; its
                callback is left on the screen for you to wire.
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
