-- Two-factor sign-in: the rule the app's money-changing actions follow. A user who has turned
-- on two-factor sign-in (holds a verified factor) must have passed it in this session, i.e.
-- the access token says `aal2`; a user without one is at their highest level with `aal1`.
-- Works on a hosted project unchanged (auth.mfa_factors and auth.jwt() are the platform's).

create or replace function public.caller_meets_mfa_requirement() returns boolean
  language sql stable security definer
  set search_path = ''
  as $$
    select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
        or not exists (
          select 1 from auth.mfa_factors f
           where f.user_id = auth.uid() and f.status = 'verified'
        )
  $$;
revoke all on function public.caller_meets_mfa_requirement() from public;
grant execute on function public.caller_meets_mfa_requirement() to anon, authenticated, service_role;

-- Linking the design-tool plugin to the account hands the plugin the user's generations:
-- a signed-in user's link request needs the second factor when they have one.
create policy "plugin link needs the second factor when enrolled" on public.figma_oauth_state
  as restrictive for insert to authenticated
  with check (user_id is null or public.caller_meets_mfa_requirement());
