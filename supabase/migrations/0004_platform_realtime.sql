-- Realtime change capture, the platform side. Tables join the realtime feed the way they do
-- on the hosted service: `alter publication supabase_realtime add table ...` in a migration.
-- The server installs a row trigger on each published table that calls _app.capture_change,
-- which sends the table, the operation and the primary key (and, for deletes, the old row)
-- over NOTIFY; the realtime server re-reads each row as every subscriber before sending it.
create publication supabase_realtime;

create or replace function _app.capture_change() returns trigger
  language plpgsql security definer set search_path = pg_catalog
  as $$
declare
  keys text[];
  source jsonb;
  pk jsonb;
begin
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}') into keys
    from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
    where i.indrelid = TG_RELID and i.indisprimary;
  source := case when TG_OP = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  select coalesce(jsonb_object_agg(k, source -> k), '{}'::jsonb) into pk from unnest(keys) as k;
  perform pg_notify('_app_realtime', jsonb_build_object(
    'schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'pk', pk,
    'old', case when TG_OP = 'DELETE' and octet_length(to_jsonb(old)::text) < 6000 then to_jsonb(old) else null end
  )::text);
  return null;
end
$$;
revoke all on function _app.capture_change() from public;
