import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  chargeBadgeLabel,
  generationNameError,
  generationTypeLabel,
  GENERATION_NAME_MAX_LENGTH,
} from '@app/shared/generations';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Generation } from '../api/generation';
import { useDeleteGeneration } from '../api/delete-generation';
import { useRenameGeneration } from '../api/rename-generation';
import { formatGenerationDate } from '../utils/format-generation-date';
import { FlowMark } from './flow-mark';

type Mode = 'view' | 'rename' | 'delete';

function RenameForm({
  generation,
  userId,
  onDone,
}: {
  generation: Generation;
  userId: string;
  onDone: () => void;
}) {
  const rename = useRenameGeneration(userId);
  const [name, setName] = useState(generation.name);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `rename-${generation.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = generationNameError(name);
    setProblem(invalid);
    if (invalid) return;
    rename.mutate({ id: generation.id, name }, { onSuccess: onDone });
  };
  const error = problem ?? rename.error?.message ?? null;

  return (
    <form className="history-row__form" onSubmit={submit} aria-label={`Rename ${generation.name}`}>
      <label htmlFor={inputId} className="visually-hidden">
        New name for {generation.name}
      </label>
      <Input
        id={inputId}
        value={name}
        maxLength={GENERATION_NAME_MAX_LENGTH}
        autoFocus
        invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      />
      <div className="history-row__buttons">
        <Button type="submit" size="sm" loading={rename.isPending} loadingText="Saving...">
          {/* After a failure the same button sends it again. */}
          {rename.isError ? 'Try again' : 'Save'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="field__error history-row__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One generation in the history, with Rename and Delete. */
export function HistoryRow({ generation, userId }: { generation: Generation; userId: string }) {
  const [mode, setMode] = useState<Mode>('view');
  const remove = useDeleteGeneration(userId);
  const badge = chargeBadgeLabel(generation.charged);

  return (
    <li className="generation-list__item history-row">
      {mode === 'rename' ? (
        <RenameForm generation={generation} userId={userId} onDone={() => setMode('view')} />
      ) : (
        <div className="generation-list__main">
          <Link className="generation-list__name" to={`/generations/${generation.id}`}>
            {generation.name}
          </Link>
          <span className="generation-list__meta">
            <time dateTime={generation.created_at}>
              {formatGenerationDate(generation.created_at)}
            </time>
            <span aria-hidden="true"> · </span>
            <span className="generation-list__type">{generationTypeLabel(generation.type)}</span>
            <FlowMark screens={generation.screens} />
          </span>
        </div>
      )}
      <div className="history-row__side">
        <Badge variant={badge === 'Charged' ? 'warning' : 'success'}>{badge}</Badge>
        {mode === 'view' ? (
          <div className="history-row__buttons">
            <Button variant="ghost" size="sm" onClick={() => setMode('rename')}>
              Rename<span className="visually-hidden"> {generation.name}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('delete')}>
              Delete<span className="visually-hidden"> {generation.name}</span>
            </Button>
          </div>
        ) : null}
      </div>
      {mode === 'delete' ? (
        <div className="history-row__confirm" role="group" aria-label={`Delete ${generation.name}`}>
          <p>
            Delete “{generation.name}” and its files? This cannot be undone. It still counts toward
            this month’s usage.
          </p>
          {remove.isError ? <Alert variant="error">{remove.error.message}</Alert> : null}
          <div className="history-row__buttons">
            <Button
              variant="danger"
              size="sm"
              loading={remove.isPending}
              loadingText="Deleting..."
              onClick={() => remove.mutate(generation.id)}
            >
              {remove.isError ? 'Try again' : 'Delete'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                remove.reset();
                setMode('view');
              }}
              disabled={remove.isPending}
            >
              Keep
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
