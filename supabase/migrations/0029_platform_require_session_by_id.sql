-- The per-request session check on PostgreSQL (apps/backend/src/db/request-context.ts), in one
-- function that takes the session and user ids the server read from the verified token, so the
-- database neither parses the claims' JSON nor calls through session_is_live and
-- session_live_until (two more security-definer calls, each saving and restoring search_path):
-- about half the check's cost per request (BENCHMARKS.md, "The session check in one call").
-- The rules are session_live_until's: the session exists, belongs to that user and has not
-- expired, and the user is neither deleted nor banned. Null ids (a token whose ids are not
-- UUIDs) fail the same way.
create or replace function _app.require_session(session_id uuid, user_id uuid) returns void
  language plpgsql stable security definer set search_path = pg_catalog
  as $$
begin
  perform from auth.sessions s join auth.users u on u.id = s.user_id
   where s.id = require_session.session_id and s.user_id = require_session.user_id
     and (s.not_after is null or s.not_after > now())
     and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now());
  if not found then
    raise exception 'Session from session_id claim in JWT does not exist' using errcode = 'PT401';
  end if;
end
$$;
revoke all on function _app.require_session(uuid, uuid) from public;
