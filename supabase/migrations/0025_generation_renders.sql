-- The rendered preview of each generation: its code compiled against the real Compose,
-- drawn headlessly and scored against the design by a render job (apps/backend/src/jobs).
-- One row per generation made since previews exist; a generation without a row was made
-- before them ("No rendered preview for this generation"). The render and the report
-- (with the design they were made from) are objects of the private 'generations' bucket under
-- <user_id>/<generation_id>/render/, owned by the user like the code, so the same policy
-- lets only the owner read them and deleting the generation or the account removes them.
create table public.generation_renders (
  generation_id uuid primary key references public.generations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- queued: waiting for a render worker; running: a worker has it (stage says where);
  -- succeeded: the report is stored; failed: three attempts failed (error says why);
  -- unavailable: this server cannot render (no Java), so no job was queued.
  status text not null default 'queued'
    check (status in ('queued', 'running', 'succeeded', 'failed', 'unavailable')),
  stage text check (stage in ('preparing', 'compiling', 'rendering', 'scoring')),
  -- Attempts started so far (a job is tried at most three times).
  attempts integer not null default 0 check (attempts >= 0),
  -- Why the last attempt failed, in the product's words (kept while a retry waits).
  error text check (char_length(error) <= 2000),
  -- The layer score of `npm run fidelity`: share of scored layers within tolerance.
  score real check (score between 0 and 1),
  layers integer check (layers >= 0),
  within_tolerance integer check (within_tolerance >= 0),
  -- Share of pixels that match between the render and Figma's own export of the frame
  -- (null when the generation came without Figma's export).
  image_similarity real check (image_similarity between 0 and 1),
  render_path text,
  report_path text,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index generation_renders_user_idx on public.generation_renders (user_id);
-- The sweep that queues renders whose job was never sent (the process died right after
-- recording the generation) reads only these.
create index generation_renders_queued_idx on public.generation_renders (created_at)
  where status = 'queued';

alter table public.generation_renders enable row level security;
revoke all on public.generation_renders from public, anon, authenticated;
grant select on public.generation_renders to authenticated;
grant all on public.generation_renders to service_role;

-- Read-only for the owner: only the generate function and the render workers (service
-- role) write it.
create policy "owners read their generation renders" on public.generation_renders
  for select to authenticated using (user_id = auth.uid());

-- Live progress on /generations/:id and in the plugin (realtime postgres_changes; each row
-- is checked against the subscriber's row-level security before it is sent).
alter publication supabase_realtime add table public.generation_renders;
