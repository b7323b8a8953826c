-- What the auth API (/auth/v1) needs beyond 0001: the PKCE verifier the server itself sends
-- to OAuth providers that use PKCE (Google), and indexes for the lookups it makes.

alter table auth.flow_state add column if not exists provider_code_verifier text;

-- Flow states are looked up by their owner when a PKCE email link is used, and old ones
-- are deleted by age.
create index if not exists flow_state_user_method_idx on auth.flow_state (user_id, authentication_method);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at);

-- Refresh-token rotation looks up the session's tokens; sign-in looks users up by address.
create index if not exists refresh_tokens_session_revoked_idx on auth.refresh_tokens (session_id, revoked);
