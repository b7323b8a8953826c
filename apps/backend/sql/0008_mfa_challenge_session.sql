-- A two-factor challenge belongs to the session that asked for it: only that session may
-- answer it, and wrong codes are counted for that session (and, higher up, for the factor),
-- so someone who holds only a factor id cannot spend the owner's attempts.
alter table auth.mfa_challenges
  add column if not exists session_id uuid references auth.sessions (id) on delete cascade;
create index if not exists mfa_challenges_session_id_idx on auth.mfa_challenges (session_id);
