-- Generation limits: what the server needs to sweep the files of generations that were never
-- recorded, and to sum one user's stored generations quickly.

-- A generation's files are written to the object store before the transaction that records
-- them. Each generation in that state has a row here, written before its first file and
-- deleted by the recording transaction (or after its files are discarded); a row that stays
-- belongs to a process that died in between, and its folder is removed at the next start or
-- by the scheduled sweep (apps/backend/src/generation/staging.ts).
create table if not exists _app.generation_staging (
  generation_id uuid primary key,
  user_id uuid not null,
  instance text not null,
  started_at timestamptz not null default now()
);
create index if not exists generation_staging_started_idx on _app.generation_staging (started_at);
revoke all on _app.generation_staging from public;

-- The per-user storage quota of the generations bucket sums the sizes of one owner's objects.
create index if not exists objects_bucket_owner_idx on storage.objects (bucket_id, owner);
