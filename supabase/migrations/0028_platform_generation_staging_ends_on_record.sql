-- A generation's staging row (0013) ends in the transaction that records the generation, as
-- that migration describes: the insert of the generation row removes it, so recording and
-- the end of staging commit together, and the server sends no statement of its own after the
-- commit. A generation that is not recorded still has its row removed once its files are
-- discarded (apps/backend/src/generation/create-generation.ts).
create or replace function _app.generation_recorded() returns trigger
  language plpgsql security definer set search_path = pg_catalog
  as $$
begin
  delete from _app.generation_staging where generation_id = new.id;
  return null;
end
$$;
revoke all on function _app.generation_recorded() from public;

drop trigger if exists _app_generation_recorded on public.generations;
create trigger _app_generation_recorded after insert on public.generations
  for each row execute function _app.generation_recorded();
