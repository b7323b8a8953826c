-- Overage with a limit and a consent: a monthly cap on starter overage per account, the
-- owner's choice whether the Figma plugin may charge the card, and the two mails of a month
-- with overage (when it starts, when the cap is reached).

-- The cap in cents: $20 by default (50 extra generations at $0.40), $0 to $500, whole dollars
-- (packages/shared's overage.ts holds the same numbers; a test keeps them equal).
alter table public.profiles
  add column overage_cap_cents integer not null default 2000
    check (overage_cap_cents between 0 and 50000 and overage_cap_cents % 100 = 0),
  add column plugin_charges_allowed boolean not null default false;

-- When each mail of the month became due, and when it was sent. The metering transaction sets
-- *_at once per cycle row; the mail is then claimed (*_mailed_at) and sent after the commit,
-- and a scheduled job sends any a crash or a mail server left unsent.
alter table public.billing_cycles
  add column overage_started_at timestamptz,
  add column overage_started_mailed_at timestamptz,
  add column overage_cap_reached_at timestamptz,
  add column overage_cap_mailed_at timestamptz;

-- Whether the caller's access token is a Figma plugin session's (issued by the plugin link
-- with amr method 'plugin').
create or replace function public.caller_is_plugin_session() returns boolean
  language sql stable
  set search_path = ''
  as $$
    select coalesce(auth.jwt() -> 'amr', '[]'::jsonb) @> '[{"method": "plugin"}]'::jsonb
  $$;
revoke all on function public.caller_is_plugin_session() from public;
grant execute on function public.caller_is_plugin_session() to anon, authenticated, service_role;

-- The owner changes these two settings through the table API (/billing and /account), and
-- nothing else on the profile. Both decide what may be charged, so they need the second
-- factor when it is on, and a plugin session may not change them (it would allow itself).
grant update (overage_cap_cents, plugin_charges_allowed) on public.profiles to authenticated;
create policy "own billing settings" on public.profiles
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());
create policy "billing settings need the second factor and a web session" on public.profiles
  as restrictive for update to authenticated
  using (public.caller_meets_mfa_requirement() and not public.caller_is_plugin_session())
  with check (public.caller_meets_mfa_requirement() and not public.caller_is_plugin_session());
