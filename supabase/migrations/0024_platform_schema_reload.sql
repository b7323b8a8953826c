-- The table API keeps a schema cache, as PostgREST does, and reloads it on
-- NOTIFY pgrst, 'reload schema' (src/rest/schema-cache.ts). These event triggers send that
-- notification after DDL that changes what the cache holds (relations, columns, keys,
-- functions, types, schemas), as the hosted platform's pgrst_ddl_watch and pgrst_drop_watch
-- do, so a table, column or function created at run time is served at once. Triggers,
-- indexes, policies, grants, comments and publications leave the cache as it is (the
-- realtime change feed creates triggers while the server runs), and so do temporary
-- objects. The notification goes out when the DDL's transaction commits, once per
-- transaction however many statements it ran. PGlite runs event triggers too.
create or replace function _app.notify_schema_change() returns event_trigger
language plpgsql as $$
begin
  if tg_event = 'sql_drop' then
    if exists (
      select 1 from pg_event_trigger_dropped_objects()
      where not is_temporary
        and object_type in ('table', 'view', 'materialized view', 'foreign table', 'table column',
          'table constraint', 'function', 'type', 'domain', 'schema')
    ) then
      notify pgrst, 'reload schema';
    end if;
  elsif exists (
    select 1 from pg_event_trigger_ddl_commands()
    where (schema_name is null or schema_name not like 'pg\_temp%')
      and command_tag not in ('CREATE TRIGGER', 'ALTER TRIGGER', 'CREATE INDEX', 'ALTER INDEX',
        'CREATE POLICY', 'ALTER POLICY', 'GRANT', 'REVOKE', 'COMMENT', 'CREATE PUBLICATION',
        'ALTER PUBLICATION', 'ALTER DEFAULT PRIVILEGES', 'CREATE STATISTICS', 'ALTER STATISTICS')
  ) then
    notify pgrst, 'reload schema';
  end if;
end
$$;

drop event trigger if exists app_schema_change;
create event trigger app_schema_change on ddl_command_end
  execute function _app.notify_schema_change();

drop event trigger if exists app_schema_drop;
create event trigger app_schema_drop on sql_drop
  execute function _app.notify_schema_change();
