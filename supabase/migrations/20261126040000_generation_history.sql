-- Generation History that scales: keyset pages, a filter by type, rename and delete.

-- Keyset pages read "older than this generation" as created_at <= t and (created_at < t or
-- id < i), newest first; with the id in the index that is one range scan from the cursor, for
-- the 5 latest on the dashboard as for page 200 of the history.
create index generations_user_created_id_idx
  on public.generations (user_id, created_at desc, id desc);
drop index public.generations_user_created_idx;

-- The types the caller's generations have, for the history's type filter (one row per type).
create or replace function public.generation_types() returns setof text
  language sql stable security invoker set search_path = public
  as $$
    select distinct type from public.generations where user_id = auth.uid() order by 1
  $$;
revoke all on function public.generation_types() from public, anon;
grant execute on function public.generation_types() to authenticated;

-- A deleted generation keeps its idempotency record (and the answer it gave), so a retried
-- generate request with the same key is answered again instead of being generated and
-- charged a second time.
alter table public.generation_requests alter column generation_id drop not null;
alter table public.generation_requests
  drop constraint generation_requests_generation_id_fkey,
  add constraint generation_requests_generation_id_fkey
    foreign key (generation_id) references public.generations (id) on delete set null;
