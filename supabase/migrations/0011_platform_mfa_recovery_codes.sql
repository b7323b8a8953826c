-- Two-factor recovery codes: one-time codes the owner keeps for when the authenticator app
-- is not at hand, accepted at the sign-in code step in place of a TOTP code (POST
-- /factors/{id}/verify). Only a keyed hash of each code is stored (src/auth/mfa-recovery-codes.ts);
-- the codes themselves are shown once, when a set is made. Like the factors, server-only.
create table if not exists auth.mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (char_length(code_hash) = 64),
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create unique index if not exists mfa_recovery_codes_user_hash_key on auth.mfa_recovery_codes (user_id, code_hash);
alter table auth.mfa_recovery_codes enable row level security;
revoke all on auth.mfa_recovery_codes from anon, authenticated;

-- Codes stand in for a factor, so they go when the user's last verified factor goes (removed
-- in the account, by the mailed recovery link, or by an operator): turning two-factor on
-- again makes a new set, and an old code never reopens an account that has it off.
create or replace function auth.drop_recovery_codes_without_factor() returns trigger
  language plpgsql
  as $$
begin
  if not exists (
    select 1 from auth.mfa_factors f where f.user_id = old.user_id and f.status = 'verified'
  ) then
    delete from auth.mfa_recovery_codes c where c.user_id = old.user_id;
  end if;
  return null;
end
$$;
drop trigger if exists mfa_factors_drop_recovery_codes on auth.mfa_factors;
create trigger mfa_factors_drop_recovery_codes after delete on auth.mfa_factors
  for each row execute function auth.drop_recovery_codes_without_factor();
