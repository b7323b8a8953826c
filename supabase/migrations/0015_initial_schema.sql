-- FrameToCode schema (spec section 3). Runs unchanged on PGlite, PostgreSQL and a hosted
-- Supabase project. Every table has row-level security. What decides money and access
-- (generations, billing cycles, additional generations, subscriptions, and a profile's
-- tier, active flag, free usage and payment customer) is written only by the server with
-- the service role: the API roles get no write grants on it.

-- profiles ---------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  is_active boolean not null default true,
  subscription_tier text not null default 'starter'
    check (subscription_tier in ('starter', 'pro', 'custom')),
  free_generations_used integer not null default 0 check (free_generations_used >= 0),
  stripe_customer_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- generations -------------------------------------------------------------------------
create table public.generations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  type text not null default 'android' check (char_length(type) between 1 and 40),
  charged boolean not null default false,
  created_at timestamptz not null default now()
);
-- Dashboard (5 latest) and history (all, newest first) for one user.
create index generations_user_created_idx on public.generations (user_id, created_at desc);

-- billing_cycles ------------------------------------------------------------------------
create table public.billing_cycles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  cycle_month text not null check (cycle_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  included_generations integer not null default 0 check (included_generations >= 0),
  extra_generations integer not null default 0 check (extra_generations >= 0),
  extra_charge integer not null default 0 check (extra_charge >= 0),
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, cycle_month)
);

-- additional_generations -----------------------------------------------------------------
create table public.additional_generations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  amount integer not null check (amount > 0),
  used integer not null default 0 check (used >= 0),
  expires_at timestamptz not null,
  stripe_payment_intent_id text unique,
  created_at timestamptz not null default now()
);
create index additional_generations_user_expires_idx
  on public.additional_generations (user_id, expires_at);

-- subscriptions ---------------------------------------------------------------------------
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan text not null,
  status text not null check (status in ('active', 'past_due', 'canceled', 'incomplete', 'unpaid')),
  start_date timestamptz not null default now(),
  end_date timestamptz,
  stripe_subscription_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_user_status_idx on public.subscriptions (user_id, status);

-- contact_requests (insert-only from the site) ---------------------------------------------
create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text not null check (char_length(last_name) between 1 and 100),
  company text not null check (char_length(company) between 1 and 200),
  country text not null check (char_length(country) between 1 and 100),
  job_title text not null check (char_length(job_title) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and email like '%_@_%'),
  company_size text not null check (company_size in ('1-10', '11-50', '51-200', '201-500', '501+')),
  message text not null check (char_length(message) between 1 and 5000),
  created_at timestamptz not null default now()
);

-- issue reports and feedback: stored by their functions with the service role --------------
create table public.issue_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 254),
  description text not null check (char_length(description) between 1 and 10000),
  severity text not null default 'medium' check (severity in ('low', 'medium', 'high', 'critical')),
  file_url text,
  file_name text,
  created_at timestamptz not null default now()
);

create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 254),
  rating integer not null check (rating between 1 and 5),
  comments text check (comments is null or char_length(comments) <= 5000),
  created_at timestamptz not null default now()
);

-- figma_oauth_state (temporary record of the plugin link flow) ------------------------------
create table public.figma_oauth_state (
  state text primary key check (char_length(state) between 16 and 256),
  session_id text not null check (char_length(session_id) between 1 and 256),
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '10 minutes'
);
create index figma_oauth_state_expires_idx on public.figma_oauth_state (expires_at);

-- Grants: start from nothing (a hosted project grants everything by default), then allow
-- exactly what the web app does through the table API.
revoke all on public.profiles, public.generations, public.billing_cycles,
  public.additional_generations, public.subscriptions, public.contact_requests,
  public.issue_reports, public.feedback, public.figma_oauth_state
  from anon, authenticated;
grant all on public.profiles, public.generations, public.billing_cycles,
  public.additional_generations, public.subscriptions, public.contact_requests,
  public.issue_reports, public.feedback, public.figma_oauth_state
  to service_role;

grant select on public.profiles, public.generations, public.billing_cycles,
  public.additional_generations, public.subscriptions to authenticated;
grant insert on public.contact_requests to anon, authenticated;
grant insert, select, delete on public.figma_oauth_state to authenticated;
grant insert on public.figma_oauth_state to anon;

-- Row-level security on every table.
alter table public.profiles enable row level security;
alter table public.generations enable row level security;
alter table public.billing_cycles enable row level security;
alter table public.additional_generations enable row level security;
alter table public.subscriptions enable row level security;
alter table public.contact_requests enable row level security;
alter table public.issue_reports enable row level security;
alter table public.feedback enable row level security;
alter table public.figma_oauth_state enable row level security;

create policy "own profile" on public.profiles
  for select to authenticated using (id = auth.uid());
create policy "own generations" on public.generations
  for select to authenticated using (user_id = auth.uid());
create policy "own billing cycles" on public.billing_cycles
  for select to authenticated using (user_id = auth.uid());
create policy "own additional generations" on public.additional_generations
  for select to authenticated using (user_id = auth.uid());
create policy "own subscriptions" on public.subscriptions
  for select to authenticated using (user_id = auth.uid());
create policy "anyone may send a contact request" on public.contact_requests
  for insert to anon, authenticated with check (true);
create policy "own oauth state: read" on public.figma_oauth_state
  for select to authenticated using (user_id = auth.uid());
create policy "own oauth state: delete" on public.figma_oauth_state
  for delete to authenticated using (user_id = auth.uid());
create policy "new oauth state" on public.figma_oauth_state
  for insert to anon, authenticated with check (user_id is null or user_id = auth.uid());
-- issue_reports and feedback: no policy for the API roles on purpose (server-only).

-- A profile for every new auth user: active, starter.
create or replace function public.handle_new_user() returns trigger
  language plpgsql security definer set search_path = public
  as $$
begin
  insert into public.profiles (id) values (new.id) on conflict (id) do nothing;
  return new;
end
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Remote procedures (spec section 7) -------------------------------------------------------

-- Tells the sign-up page whether an email already has an account and how it signs in.
-- Returns only {exists, provider, action, message}: no id, no dates, no confirmation state.
create or replace function public.validate_email_for_signup(user_email text) returns jsonb
  language plpgsql stable security definer set search_path = public
  as $$
declare
  found_provider text;
begin
  if user_email is null or char_length(user_email) > 254 then
    return jsonb_build_object('exists', false, 'provider', null,
      'action', 'allow_signup', 'message', 'Email is available');
  end if;
  select coalesce(u.raw_app_meta_data ->> 'provider', 'email') into found_provider
    from auth.users u
    where lower(u.email) = lower(trim(user_email)) and u.deleted_at is null
    limit 1;
  if found_provider is null then
    return jsonb_build_object('exists', false, 'provider', null,
      'action', 'allow_signup', 'message', 'Email is available');
  end if;
  return jsonb_build_object('exists', true, 'provider', found_provider,
    'action', 'redirect_to_signin',
    'message', 'An account with this email already exists. Please sign in instead.');
end
$$;
revoke all on function public.validate_email_for_signup(text) from public;
grant execute on function public.validate_email_for_signup(text) to anon, authenticated, service_role;

-- Creates the caller's own profile when the sign-up trigger did not (e.g. an account
-- created before the trigger existed). A caller may only create their own.
create or replace function public.create_missing_profile(user_id uuid) returns jsonb
  language plpgsql volatile security definer set search_path = public
  as $$
declare
  created public.profiles;
begin
  if auth.uid() is null or auth.uid() <> user_id then
    raise exception 'You can only create your own profile' using errcode = '42501';
  end if;
  insert into public.profiles (id) values (user_id)
    on conflict (id) do nothing;
  select * into created from public.profiles p where p.id = user_id;
  return jsonb_build_object('id', created.id, 'is_active', created.is_active,
    'subscription_tier', created.subscription_tier);
end
$$;
revoke all on function public.create_missing_profile(uuid) from public, anon;
grant execute on function public.create_missing_profile(uuid) to authenticated, service_role;

-- Deletes plugin-link state records whose 10 minutes have passed; returns how many.
create or replace function public.cleanup_expired_oauth_state() returns integer
  language plpgsql volatile security definer set search_path = public
  as $$
declare
  removed integer;
begin
  delete from public.figma_oauth_state where expires_at < now();
  get diagnostics removed = row_count;
  return removed;
end
$$;
revoke all on function public.cleanup_expired_oauth_state() from public;
grant execute on function public.cleanup_expired_oauth_state() to anon, authenticated, service_role;

-- Storage: the bucket for issue-report attachments (10 MB, public URLs) ----------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('issue-attachments', 'issue-attachments', true, 10485760,
  array['image/png', 'image/jpeg', 'application/pdf', 'text/plain'])
on conflict (id) do nothing;

create policy "anyone may attach a file to an issue report" on storage.objects
  for insert to anon, authenticated with check (bucket_id = 'issue-attachments');
-- No select policy: files are fetched through their public URL; listing stays closed.
