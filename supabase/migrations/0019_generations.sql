-- Generations made by the generate function: what the detail page shows, the private
-- bucket of generated files, the idempotency record of each request, and live updates.

-- What the detail page lists; the file bytes live in the 'generations' bucket under
-- <user_id>/<generation_id>/<path>.
alter table public.generations
  add column files jsonb not null default '[]'::jsonb,
  add column warnings jsonb not null default '[]'::jsonb,
  add column preview_path text;

-- One row per Idempotency-Key a user sent to the generate function: the first answer,
-- returned again for a repeated key. Written in the metering transaction.
create table public.generation_requests (
  user_id uuid not null references auth.users (id) on delete cascade,
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
  generation_id uuid not null references public.generations (id) on delete cascade,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);
alter table public.generation_requests enable row level security;
revoke all on public.generation_requests from public, anon, authenticated;
grant all on public.generation_requests to service_role;
-- No policy for the API roles: only the generate function (service role) reads and writes it.

-- The private bucket of generated files and previews: each object is readable by its owner only.
insert into storage.buckets (id, name, public, file_size_limit)
values ('generations', 'generations', false, 52428800)
on conflict (id) do nothing;

create policy "owners read their generated files" on storage.objects
  for select to authenticated using (bucket_id = 'generations' and owner = auth.uid());

-- Live usage: the dashboard and history hear of new generations and usage changes
-- (realtime postgres_changes, published the way the hosted service publishes tables).
alter publication supabase_realtime add table public.generations, public.billing_cycles,
  public.additional_generations;
