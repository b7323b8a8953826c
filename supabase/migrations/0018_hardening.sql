-- Hardening against abuse with the public anon key (issue 13).

-- validate_email_for_signup: only a confirmed account counts as existing. An unconfirmed
-- sign-up answers like a free address (signing up again re-sends its confirmation mail),
-- so the procedure says nothing about addresses whose owner never confirmed them, nor how
-- they would sign in. Calls are also rate-limited per IP and globally by the API server.
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
      and u.email_confirmed_at is not null
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

-- contact_requests: the database sets the id and the time, whatever the client sends.
create or replace function public.contact_requests_server_fields() returns trigger
  language plpgsql
  as $$
begin
  new.id := gen_random_uuid();
  new.created_at := now();
  return new;
end
$$;
revoke all on function public.contact_requests_server_fields() from public, anon, authenticated;

create trigger contact_requests_server_fields
  before insert on public.contact_requests
  for each row execute function public.contact_requests_server_fields();

-- contact_requests: one request per call from the API roles (a JSON array of 700 rows
-- is not a contact request). The server's own role may insert in bulk.
create or replace function public.contact_requests_one_per_call() returns trigger
  language plpgsql
  as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception 'Send one contact request at a time'
      using errcode = 'PT400', hint = 'Insert a single object, not an array of requests.';
  end if;
  return null;
end
$$;
revoke all on function public.contact_requests_one_per_call() from public, anon, authenticated;

create trigger contact_requests_one_per_call
  after insert on public.contact_requests
  referencing new table as inserted
  for each statement execute function public.contact_requests_one_per_call();
