-- Anonymous uploads share a bucket with everyone (issue-attachments): visitors' objects
-- (owner null) may take at most a share of its quota, summed here under the same lock as
-- the bucket's total (storage.bucket_usage_locked), so concurrent uploads stay exact.
-- Security definer: the API roles may not list the objects themselves. Not reachable
-- through the table API (the storage schema is not exposed).
create or replace function storage.anonymous_usage_locked(bucket text) returns bigint
  language plpgsql volatile security definer set search_path = storage, pg_temp
  as $$
declare
  used bigint;
begin
  perform pg_advisory_xact_lock(hashtext('storage-quota:' || bucket));
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0) into used
    from storage.objects o where o.bucket_id = bucket and o.owner is null;
  return used;
end
$$;
revoke all on function storage.anonymous_usage_locked(text) from public;
grant execute on function storage.anonymous_usage_locked(text) to anon, authenticated, service_role;

-- The expiry of old anonymous attachments finds them by age.
create index if not exists objects_bucket_created_idx on storage.objects (bucket_id, created_at)
  where owner is null;
