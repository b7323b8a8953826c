-- Realtime, hardened: a changed row goes to a subscriber only if their row-level security
-- lets them select that row as it was when it changed (the new row of an INSERT or UPDATE,
-- the old row of a DELETE), and only with the columns their role may read.

-- The capture trigger now sends the whole row as it was (to_jsonb of NEW, or OLD for a
-- delete) with its primary key. NOTIFY payloads stop at 8000 bytes, so a larger change is
-- kept in _app.realtime_changes and the NOTIFY names it; every instance reads it from
-- there, and each prunes entries older than a few minutes.
create table if not exists _app.realtime_changes (
  id bigserial primary key,
  change jsonb not null,
  created_at timestamptz not null default now()
);
create index if not exists realtime_changes_created_at_idx on _app.realtime_changes (created_at);
revoke all on _app.realtime_changes from public;

create or replace function _app.capture_change() returns trigger
  language plpgsql security definer set search_path = pg_catalog
  as $$
declare
  keys text[];
  source jsonb;
  pk jsonb;
  payload text;
  ref bigint;
begin
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}') into keys
    from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
    where i.indrelid = TG_RELID and i.indisprimary;
  source := case when TG_OP = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  select coalesce(jsonb_object_agg(k, source -> k), '{}'::jsonb) into pk from unnest(keys) as k;
  payload := jsonb_build_object(
    'schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'pk', pk, 'record', source
  )::text;
  if octet_length(payload) > 7900 then
    insert into _app.realtime_changes (change) values (payload::jsonb) returning id into ref;
    payload := jsonb_build_object('ref', ref)::text;
  end if;
  perform pg_notify('_app_realtime', payload);
  return null;
end
$$;
revoke all on function _app.capture_change() from public;

-- What the realtime server calls, as the subscriber's role, for one changed row and the
-- distinct claims of that role's subscribers: which of them may select the row, whether
-- their session is still live, and the row with only the columns the role may read.
create schema if not exists _realtime;
revoke all on schema _realtime from public;
grant usage on schema _realtime to anon, authenticated, service_role;

-- Session liveness for the subscriber's own claims (the function below runs as the
-- subscriber, who may not read auth.sessions). A session id is 122 random bits: saying
-- whether one is live tells nothing to someone who does not hold it already.
create or replace function _realtime.session_is_live(claims jsonb) returns boolean
  language sql stable security definer set search_path = pg_catalog
  as $$ select _app.session_is_live(claims) $$;
revoke all on function _realtime.session_is_live(jsonb) from public;
grant execute on function _realtime.session_is_live(jsonb) to anon, authenticated, service_role;

-- Row-level security evaluated on a row that may no longer exist (a deleted row, or a version
-- since replaced): the table's SELECT policies that apply to the current role (permissive
-- ones or'ed, restrictive ones and'ed, as Postgres combines them) are evaluated on the row
-- rebuilt from `rec`, once per subscriber with their claims in request.jwt.claims. The
-- policy expressions are the table's own, read from pg_policy, never request text. Runs as
-- the invoker, so the role's own privileges apply to whatever the policies read.
create or replace function _realtime.visible_row(tbl regclass, rec jsonb, claims jsonb)
  returns jsonb
  language plpgsql volatile set search_path = pg_catalog
  as $$
declare
  readable jsonb;
  projected jsonb;
  check_sql text;
  permissive text;
  restrictive text;
  visible jsonb := '[]'::jsonb;
  live jsonb := '[]'::jsonb;
  subscriber jsonb;
  is_live boolean;
  is_visible boolean;
begin
  select coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum), '[]'::jsonb)
    into readable
    from pg_attribute a join pg_type t on t.oid = a.atttypid
   where a.attrelid = tbl and a.attnum > 0 and not a.attisdropped
     and has_column_privilege(tbl, a.attnum, 'SELECT');
  select coalesce(jsonb_object_agg(c ->> 'name', rec -> (c ->> 'name')), '{}'::jsonb)
    into projected from jsonb_array_elements(readable) c;

  if exists (select 1 from pg_class c where c.oid = tbl and c.relrowsecurity)
     and not exists (select 1 from pg_roles r where r.rolname = current_user and r.rolbypassrls) then
    select string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' or ')
      into permissive
      from pg_policy p
     where p.polrelid = tbl and p.polpermissive and p.polcmd in ('r', '*') and p.polqual is not null
       and (0::oid = any (p.polroles)
            or exists (select 1 from unnest(p.polroles) r where pg_has_role(current_user, r, 'USAGE')));
    select string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' and ')
      into restrictive
      from pg_policy p
     where p.polrelid = tbl and not p.polpermissive and p.polcmd in ('r', '*') and p.polqual is not null
       and (0::oid = any (p.polroles)
            or exists (select 1 from unnest(p.polroles) r where pg_has_role(current_user, r, 'USAGE')));
    check_sql := format(
      'select exists (select 1 from jsonb_populate_record(null::%s, $1) as %I where (%s) and (%s))',
      (select c.reltype::regtype::text from pg_class c where c.oid = tbl),
      (select c.relname from pg_class c where c.oid = tbl),
      coalesce(permissive, 'false'), coalesce(restrictive, 'true'));
  end if;

  for subscriber in select value from jsonb_array_elements(claims) loop
    is_live := _realtime.session_is_live(subscriber);
    live := live || to_jsonb(is_live);
    if not is_live or readable = '[]'::jsonb then
      is_visible := false;
    elsif check_sql is null then
      is_visible := true;
    else
      perform set_config('request.jwt.claims', subscriber::text, true);
      execute check_sql into is_visible using rec;
    end if;
    visible := visible || to_jsonb(coalesce(is_visible, false));
  end loop;
  return jsonb_build_object('columns', readable, 'record', projected, 'visible', visible, 'live', live);
end
$$;
revoke all on function _realtime.visible_row(regclass, jsonb, jsonb) from public;
grant execute on function _realtime.visible_row(regclass, jsonb, jsonb) to anon, authenticated, service_role;
