-- Multi-factor authentication as the hosted auth service keeps it: factors (TOTP here),
-- their challenges, and the authentication methods each session has passed (amr claims).
-- The API roles hold no privileges on these tables: only the auth server reads them.

create table auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The TOTP secret, AES-256-GCM encrypted with MFA_ENCRYPTION_KEY (never stored in clear).
  secret text,
  phone text,
  last_challenged_at timestamptz,
  -- The 30-second step of the last code accepted, so a code is never accepted twice.
  last_totp_step bigint
);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';

create table auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null,
  otp_code text
);
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

create table auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- The factor a session was raised to aal2 with (cleared when that factor is removed).
alter table auth.sessions add column if not exists factor_id uuid;
create index if not exists sessions_factor_id_idx on auth.sessions (factor_id);

alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;
revoke all on auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims from anon, authenticated;

-- Policies read the assurance level as `auth.jwt() ->> 'aal'`; make sure the helper exists.
create or replace function auth.jwt() returns jsonb
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;
grant execute on function auth.jwt() to anon, authenticated, service_role;

-- Recovery when the authenticator is lost: a one-time link mailed to the account address,
-- asked for from a session signed in with the first factor. Server-private (stored as SHA-256).
create table _app.mfa_recovery_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour',
  used_at timestamptz
);
create index mfa_recovery_tokens_user_id_idx on _app.mfa_recovery_tokens (user_id);
