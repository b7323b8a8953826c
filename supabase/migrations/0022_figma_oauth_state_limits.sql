-- figma_oauth_state takes rows from anyone holding the anon key (the initiate page stores its
-- state before sign-in), so it is the one table a visitor could fill in bulk. It now takes
-- what the page sends and no more: one row per request, and at most 10,000 live (unexpired)
-- records in all, past which new ones wait until the minute cleanup removes expired ones.
-- The API server also limits the insert per client address (src/rest/abuse-limits.ts).
-- The server's own role (the plugin-link functions, tests) is not limited.
create or replace function public.figma_oauth_state_guard() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
declare
  live integer;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  if (select count(*) from inserted) > 1 then
    raise exception 'Store one Figma connection state at a time'
      using errcode = 'PT400', hint = 'Insert a single object, not an array of states.';
  end if;
  -- One insert at a time counts, so concurrent inserts cannot pass the ceiling together.
  perform pg_advisory_xact_lock(hashtext('figma_oauth_state:live'));
  select count(*) into live
    from (select 1 from public.figma_oauth_state where expires_at > now() limit 10001) recent;
  if live > 10000 then
    raise exception 'Too many Figma connections are being set up right now. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  return null;
end
$$;
revoke all on function public.figma_oauth_state_guard() from public, anon, authenticated;

create trigger figma_oauth_state_guard
  after insert on public.figma_oauth_state
  referencing new table as inserted
  for each statement execute function public.figma_oauth_state_guard();
