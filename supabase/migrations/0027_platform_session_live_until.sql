-- Until when the session a token names stays live, for the embedded database's memory of live
-- sessions (apps/backend/src/db/live-sessions.ts): milliseconds since the epoch, 'Infinity'
-- for a session without an end (and for tokens that name no session, as session_is_live
-- answers true for them), null when the session has ended. The same rules as
-- _app.session_is_live, which now answers from this one.
create or replace function _app.session_live_until(claims jsonb) returns double precision
  language plpgsql stable security definer set search_path = pg_catalog
  as $$
declare
  sid text := claims ->> 'session_id';
  uid text := claims ->> 'sub';
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  ends timestamptz;
begin
  if claims ->> 'role' is distinct from 'authenticated' or not (claims ? 'session_id') then
    return 'Infinity';
  end if;
  if sid is null or uid is null or sid !~ uuid_pattern or uid !~ uuid_pattern then
    return null;
  end if;
  select s.not_after into ends
    from auth.sessions s join auth.users u on u.id = s.user_id
   where s.id = sid::uuid and s.user_id = uid::uuid
     and (s.not_after is null or s.not_after > now())
     and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now());
  if not found then
    return null;
  end if;
  return coalesce(extract(epoch from ends) * 1000, 'Infinity');
end
$$;
revoke all on function _app.session_live_until(jsonb) from public;

create or replace function _app.session_is_live(claims jsonb) returns boolean
  language sql stable security definer set search_path = pg_catalog
  as $$ select _app.session_live_until(claims) is not null $$;
revoke all on function _app.session_is_live(jsonb) from public;
