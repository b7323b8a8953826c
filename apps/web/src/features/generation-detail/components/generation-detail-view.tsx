import { useState } from 'react';
import { describeFlowRun } from '@app/shared/generate';
import { chargeBadgeLabel, generationTypeLabel } from '@app/shared/generations';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { GenerationDetail } from '../api/get-generation-detail';
import { downloadZip } from '../utils/download-zip';
import { CodeView } from './code-view';
import { FileTree } from './file-tree';
import { FlowGraph } from './flow-graph';
import { ThemeModes } from './theme-modes';
import { RenderPreview } from './render-preview';

const FILES_ID = 'generation-files';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * One generation: what was made, when, whether it was charged, and every file it produced; a
 * flow also shows its graph, and its start screen's code first.
 */
export function GenerationDetailView({ generation }: { generation: GenerationDetail }) {
  const { flow } = generation;
  const startFile = flow?.screens.find((s) => s.nodeId === flow.start)?.file;
  const first =
    generation.files.find((f) => f.path === startFile) ??
    generation.files.find((f) => f.path.endsWith('.kt')) ??
    generation.files[0] ??
    null;
  const [selectedPath, setSelectedPath] = useState<string | null>(first?.path ?? null);
  // The line a worst-layer link asked for, in the file it named (cleared by picking a file).
  const [jump, setJump] = useState<{ path: string; line: number; at: number } | null>(null);
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string | null>(null);
  const selected = generation.files.find((f) => f.path === selectedPath) ?? null;
  const badge = chargeBadgeLabel(generation.charged);

  const zip = async () => {
    setZipping(true);
    setZipError(null);
    try {
      await downloadZip(generation.name, generation.files, flow);
    } catch (err) {
      setZipError(err instanceof Error ? err.message : 'The zip could not be made');
    } finally {
      setZipping(false);
    }
  };

  return (
    <div className="generation-detail">
      <div className="generation-detail__summary">
        <p className="generation-detail__meta">
          <time dateTime={generation.created_at}>{formatDate(generation.created_at)}</time>
          <span aria-hidden="true"> · </span>
          <span>{generationTypeLabel(generation.type)}</span>
          <span aria-hidden="true"> · </span>
          {flow ? (
            <>
              <span>Flow of {describeFlowRun(generation.screens)}</span>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          <span>
            {generation.files.length} {generation.files.length === 1 ? 'file' : 'files'}
          </span>
        </p>
        <Badge variant={badge === 'Charged' ? 'warning' : 'success'}>{badge}</Badge>
        <Button
          onClick={() => void zip()}
          loading={zipping}
          loadingText="Preparing zip..."
          disabled={generation.files.length === 0}
        >
          Download zip
        </Button>
      </div>
      {zipError ? (
        <Alert variant="error" title="Download failed">
          {zipError}
        </Alert>
      ) : null}
      <RenderPreview
        generationId={generation.id}
        figma={generation.preview_path}
        name={generation.name}
        onOpenCode={(path, line) => {
          setSelectedPath(path);
          setJump({ path, line, at: Date.now() });
        }}
      />
      {flow ? (
        <FlowGraph
          flow={flow}
          selectedFile={selectedPath}
          onSelectFile={(path) => {
            setSelectedPath(path);
            // The code is below the graph: bring it into view (jsdom has no scrolling).
            document.getElementById(FILES_ID)?.scrollIntoView?.({ block: 'nearest' });
          }}
        />
      ) : null}
      <ThemeModes files={generation.files} />
      {generation.warnings.length > 0 ? (
        <Card as="section" aria-labelledby="warnings-title" className="generation-detail__warnings">
          <h2 id="warnings-title" className="card__title">
            Warnings ({generation.warnings.length})
          </h2>
          <ul>
            {generation.warnings.map((w) => (
              <li key={`${w.nodeId}-${w.code}-${w.message}`}>
                <strong>{w.nodeName}</strong>: {w.message}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {generation.files.length === 0 ? (
        <p className="text-muted">This generation has no stored files.</p>
      ) : (
        <Card id={FILES_ID} padded={false} className="generation-detail__files">
          <FileTree
            files={generation.files}
            selected={selectedPath}
            onSelect={(path) => {
              setSelectedPath(path);
              setJump(null);
            }}
          />
          {selected ? (
            <CodeView file={selected} jump={jump?.path === selected.path ? jump : null} />
          ) : null}
        </Card>
      )}
    </div>
  );
}
