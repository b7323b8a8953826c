import { useEffect, useId, useState } from 'react';
import { generationTypeLabel } from '@app/shared/generations';
import type { ChargedFilter, HistoryFilters } from '@app/shared/generation-history';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

const CHARGED_OPTIONS = [
  { value: 'charged', label: 'Charged' },
  { value: 'free', label: 'Free' },
];

/** Search by name, and filters by type and by charged or free. */
export function HistoryToolbar({
  filters,
  types,
  onChange,
}: {
  filters: HistoryFilters;
  types: readonly string[];
  onChange: (filters: HistoryFilters) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  // The address is the truth: Back, a reload or Clear filters set the box again.
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(
      () => onChange({ ...filters, search: search.trim() }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  // A type in the address that the user has no generation of still shows as chosen.
  const typeOptions = [...new Set([...types, ...(filters.type ? [filters.type] : [])])].map(
    (type) => ({ value: type, label: generationTypeLabel(type) }),
  );
  const filtered = Boolean(filters.search || filters.type || filters.charged);

  return (
    <form
      className="history-toolbar"
      role="search"
      aria-label="Search generations"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filters, search: search.trim() });
      }}
    >
      <div className="history-toolbar__field history-toolbar__field--search">
        <Label htmlFor={`${id}-search`}>Search by name</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          maxLength={200}
          placeholder="e.g. Checkout"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="history-toolbar__field">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <Select
          id={`${id}-type`}
          value={filters.type ?? ''}
          placeholder="All types"
          options={typeOptions}
          onChange={(e) => onChange({ ...filters, type: e.target.value || null })}
        />
      </div>
      <div className="history-toolbar__field">
        <Label htmlFor={`${id}-charged`}>Charged or free</Label>
        <Select
          id={`${id}-charged`}
          value={filters.charged ?? ''}
          placeholder="All"
          options={CHARGED_OPTIONS}
          onChange={(e) =>
            onChange({ ...filters, charged: (e.target.value || null) as ChargedFilter | null })
          }
        />
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          size="sm"
          className="history-toolbar__clear"
          onClick={() => onChange({ search: '', type: null, charged: null })}
        >
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
