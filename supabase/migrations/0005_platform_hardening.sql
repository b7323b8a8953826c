-- Storage quotas (issue 13): how many bytes a bucket may hold in all. A bucket's own
-- quota_bytes wins; null means the server's default (STORAGE_BUCKET_QUOTA_MB).
alter table storage.buckets add column if not exists quota_bytes bigint
  check (quota_bytes is null or quota_bytes >= 0);

-- The bytes a bucket holds, read under a lock on the bucket that lasts until the caller's
-- transaction ends, so concurrent uploads cannot together pass the quota. Security definer:
-- the API roles may not list the objects themselves. Not reachable through the table API
-- (the storage schema is not exposed).
create or replace function storage.bucket_usage_locked(bucket text) returns bigint
  language plpgsql volatile security definer set search_path = storage, pg_temp
  as $$
declare
  used bigint;
begin
  perform pg_advisory_xact_lock(hashtext('storage-quota:' || bucket));
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0) into used
    from storage.objects o where o.bucket_id = bucket;
  return used;
end
$$;
revoke all on function storage.bucket_usage_locked(text) from public;
grant execute on function storage.bucket_usage_locked(text) to anon, authenticated, service_role;
