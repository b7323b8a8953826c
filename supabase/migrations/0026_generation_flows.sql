-- Flows: several frames with their prototype links generated in one run. A run is one
-- generations row (a flow appears in the history once); each screen of it is one generation
-- of the allowance, so the row says how many it used, and a flow's row holds its graph.

-- Generations this run used: 1 for a frame, one per screen for a flow (at most 20 a run).
alter table public.generations
  add column screens integer not null default 1 check (screens between 1 and 100),
  -- A flow's screens (name, function, file), where it starts, its links and the links that
  -- lead outside it; null for a single frame.
  add column flow jsonb check (flow is null or jsonb_typeof(flow) = 'object');

-- The lifetime count the dashboard and the history show: generations, each screen of a flow
-- counted, for the caller only.
create or replace function public.generation_total() returns bigint
  language sql stable security invoker set search_path = public
  as $$
    select coalesce(sum(screens), 0)::bigint from public.generations where user_id = auth.uid()
  $$;
revoke all on function public.generation_total() from public, anon;
grant execute on function public.generation_total() to authenticated;
