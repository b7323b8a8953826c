-- Plugin link: read/write key pairs, plugin sessions, the connected Figma account, and a
-- figma_oauth_state model a visitor can use only for a state they hold.

-- Key pairs the plugin asks for (spec section 4, 'Plugin link flow'). Only hashes are kept:
-- the read key stays in the plugin, the write key and cookie state travel in the link URL.
-- Server-only: the functions plugin-keys, plugin-auth-update, figma-oauth-callback and
-- plugin-poll read and write it with the service role.
create table public.plugin_link_keys (
  read_key_hash text primary key check (char_length(read_key_hash) = 64),
  write_key_hash text not null unique check (char_length(write_key_hash) = 64),
  cookie_state_hash text not null check (char_length(cookie_state_hash) = 64),
  user_id uuid references auth.users (id) on delete cascade,
  figma_linked_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '10 minutes'
);
create index plugin_link_keys_expires_idx on public.plugin_link_keys (expires_at);
alter table public.plugin_link_keys enable row level security;
revoke all on public.plugin_link_keys from anon, authenticated;
grant all on public.plugin_link_keys to service_role;

-- Sessions issued to a plugin by the poll: real auth sessions, tagged here so the account
-- page can list them and end one. Ending the auth session removes the row with it.
create table public.plugin_sessions (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  linked_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
create index plugin_sessions_user_idx on public.plugin_sessions (user_id);
alter table public.plugin_sessions enable row level security;
revoke all on public.plugin_sessions from anon, authenticated;
grant all on public.plugin_sessions to service_role;
grant select on public.plugin_sessions to authenticated;
create policy "own plugin sessions" on public.plugin_sessions
  for select to authenticated using (user_id = auth.uid());

-- The account's Figma user and its OAuth tokens. The tokens are AES-256-GCM ciphertext
-- (the key is the server's, never in the database) and no API role may even select them:
-- the owner reads the public columns only and may disconnect.
create table public.figma_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  figma_user_id text not null,
  handle text not null,
  email text,
  img_url text,
  access_token_encrypted text not null,
  refresh_token_encrypted text,
  access_token_expires_at timestamptz,
  scopes text not null default '',
  connected_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.figma_accounts enable row level security;
revoke all on public.figma_accounts from anon, authenticated;
grant all on public.figma_accounts to service_role;
grant select (user_id, figma_user_id, handle, email, img_url, connected_at)
  on public.figma_accounts to authenticated;
grant delete on public.figma_accounts to authenticated;
create policy "own figma account: read" on public.figma_accounts
  for select to authenticated using (user_id = auth.uid());
create policy "own figma account: disconnect" on public.figma_accounts
  for delete to authenticated using (user_id = auth.uid());

-- Ends one of the caller's plugin sessions at once (its refresh tokens go with it, and the
-- API refuses its access token from the next request on). True when one was ended.
create or replace function public.revoke_plugin_session(plugin_session_id uuid) returns boolean
  language plpgsql volatile security definer set search_path = public
  as $$
declare
  removed integer;
begin
  if auth.uid() is null then
    raise exception 'Sign in to manage connected plugins' using errcode = '42501';
  end if;
  delete from auth.sessions s
    where s.id = plugin_session_id and s.user_id = auth.uid()
      and exists (select 1 from public.plugin_sessions p where p.session_id = s.id);
  get diagnostics removed = row_count;
  return removed > 0;
end
$$;
revoke all on function public.revoke_plugin_session(uuid) from public, anon;
grant execute on function public.revoke_plugin_session(uuid) to authenticated, service_role;

-- figma_oauth_state: the foundation let a user read and delete only rows linked to them,
-- which left the return page (/auth) of a visitor, or of a state stored before sign-in,
-- unable to read its own record. Knowing the state is what proves a visitor holds it, so
-- reading and deleting go through two procedures that take the state, and the table
-- itself is closed to reads. Inserting names only state, session_id and user_id (the
-- expiry is the table's), and user_id may only be the caller's own.
revoke select, delete, insert on public.figma_oauth_state from anon, authenticated;
grant insert (state, session_id, user_id) on public.figma_oauth_state to anon, authenticated;
drop policy "own oauth state: read" on public.figma_oauth_state;
drop policy "own oauth state: delete" on public.figma_oauth_state;

-- The unexpired record of a state the caller holds, or null: {state, session_id, linked}.
create or replace function public.get_figma_oauth_state(oauth_state text) returns jsonb
  language sql stable security definer set search_path = public
  as $$
  select jsonb_build_object('state', f.state, 'session_id', f.session_id, 'linked', f.user_id is not null)
    from public.figma_oauth_state f
    where f.state = oauth_state and f.expires_at > now();
$$;
revoke all on function public.get_figma_oauth_state(text) from public;
grant execute on function public.get_figma_oauth_state(text) to anon, authenticated, service_role;

-- Deletes the record of a state the caller holds; true when there was one.
create or replace function public.delete_figma_oauth_state(oauth_state text) returns boolean
  language plpgsql volatile security definer set search_path = public
  as $$
declare
  removed integer;
begin
  delete from public.figma_oauth_state f where f.state = oauth_state;
  get diagnostics removed = row_count;
  return removed > 0;
end
$$;
revoke all on function public.delete_figma_oauth_state(text) from public;
grant execute on function public.delete_figma_oauth_state(text) to anon, authenticated, service_role;

-- The scheduled cleanup also drops key pairs nobody claimed in their 10 minutes.
create or replace function public.cleanup_expired_oauth_state() returns integer
  language plpgsql volatile security definer set search_path = public
  as $$
declare
  removed integer;
  removed_keys integer;
begin
  delete from public.figma_oauth_state where expires_at < now();
  get diagnostics removed = row_count;
  delete from public.plugin_link_keys where expires_at < now();
  get diagnostics removed_keys = row_count;
  return removed + removed_keys;
end
$$;
