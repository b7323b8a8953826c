-- The backend's own emulation of what a hosted Supabase project provides before any app
-- migration runs: the API roles, the auth schema (users, identities, sessions, refresh
-- tokens, auth.uid()/auth.jwt()), the storage schema, and the server's private _app schema.
-- The files named NNNN_platform* are this emulation; a hosted project has it already, so
-- only the other files of this tree are applied there.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The connecting user must be able to SET ROLE to each API role.
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;


create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  email_change_token_new text,
  email_change text,
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_key on auth.users (lower(email)) where email is not null;
create index users_confirmation_token_idx on auth.users (confirmation_token) where confirmation_token is not null;
create index users_recovery_token_idx on auth.users (recovery_token) where recovery_token is not null;
create index users_email_change_token_idx on auth.users (email_change_token_new) where email_change_token_new is not null;

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null default '{}'::jsonb,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);
create index identities_email_idx on auth.identities (email);

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  not_after timestamptz,
  aal text not null default 'aal1',
  amr jsonb not null default '[]'::jsonb,
  user_agent text,
  ip text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- PKCE and OAuth round trips (one row per authorisation in flight).
create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text unique,
  code_challenge text,
  code_challenge_method text,
  provider_type text not null,
  provider_state text unique,
  redirect_to text,
  user_metadata jsonb not null default '{}'::jsonb,
  provider_access_token text,
  provider_refresh_token text,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

create or replace function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create or replace function auth.role() returns text
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'role', '') $$;

create or replace function auth.email() returns text
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'email', '') $$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
grant select on storage.buckets to anon, authenticated;
grant select, insert, update, delete on storage.objects to anon, authenticated;
grant all on storage.buckets, storage.objects to service_role;
create policy "buckets are visible" on storage.buckets for select to anon, authenticated using (true);

-- Server-private state: never granted to the API roles.
create schema if not exists _app;
revoke all on schema _app from public;

create table _app.mailbox (
  id uuid primary key default gen_random_uuid(),
  "to" text not null,
  subject text not null,
  text text not null,
  html text,
  created_at timestamptz not null default clock_timestamp()
);
create index mailbox_created_at_idx on _app.mailbox (created_at desc);

-- Fixed-window counters for rate limits, in the database so they hold across instances.
create table _app.rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (key, window_start)
);
create index rate_limits_window_idx on _app.rate_limits (window_start);
