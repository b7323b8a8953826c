-- An access token stops working the moment its session ends (signed out, revoked, ended on
-- refresh-token reuse or a password change, its user banned or deleted), on every server
-- instance, from the very next request: no instance keeps its own idea of which sessions
-- are live.

-- Whether the session a token names (its `session_id` and `sub` claims) is live. Tokens
-- without the claim (the API keys, tokens minted by an operator) have no session to check.
create or replace function _app.session_is_live(claims jsonb) returns boolean
  language plpgsql stable security definer set search_path = pg_catalog
  as $$
declare
  sid text := claims ->> 'session_id';
  uid text := claims ->> 'sub';
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
begin
  if claims ->> 'role' is distinct from 'authenticated' or not (claims ? 'session_id') then
    return true;
  end if;
  if sid is null or uid is null or sid !~ uuid_pattern or uid !~ uuid_pattern then
    return false;
  end if;
  return exists (
    select 1 from auth.sessions s join auth.users u on u.id = s.user_id
     where s.id = sid::uuid and s.user_id = uid::uuid
       and (s.not_after is null or s.not_after > now())
       and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())
  );
end
$$;
revoke all on function _app.session_is_live(jsonb) from public;

-- Sent first in every message that runs as an API caller (the server's caller prelude, right
-- after the claims are set): a request whose session has ended fails there, in the same
-- round trip, before anything runs as the caller. SQLSTATE PT401 is PostgREST's "answer 401".
create or replace function _app.require_live_session() returns void
  language plpgsql stable set search_path = pg_catalog
  as $$
begin
  if not _app.session_is_live(coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb) then
    raise exception 'Session from session_id claim in JWT does not exist' using errcode = 'PT401';
  end if;
end
$$;
revoke all on function _app.require_live_session() from public;

-- Every instance hears when sessions end, so the realtime server closes their sockets at
-- once instead of waiting for the next message. The payload names the session or, for a
-- banned or deleted user, the user.
create or replace function _app.notify_session_ended() returns trigger
  language plpgsql security definer set search_path = pg_catalog
  as $$
begin
  if TG_TABLE_NAME = 'sessions' then
    perform pg_notify('_app_session_ended',
      jsonb_build_object('session_id', old.id, 'user_id', old.user_id)::text);
  elsif (new.banned_until is not null and new.banned_until > now()) or new.deleted_at is not null then
    perform pg_notify('_app_session_ended', jsonb_build_object('user_id', new.id)::text);
  end if;
  return null;
end
$$;
revoke all on function _app.notify_session_ended() from public;

create trigger _app_session_ended after delete on auth.sessions
  for each row execute function _app.notify_session_ended();
create trigger _app_user_locked_out after update of banned_until, deleted_at on auth.users
  for each row execute function _app.notify_session_ended();
