-- Bytes each owner keeps in each bucket, kept by triggers on storage.objects so every writer
-- (uploads, generations, account deletion, the sweeps) keeps it exact, and a quota check
-- reads one row instead of summing an owner's whole history. Statement triggers over the
-- transition tables: one update per owner and statement, however many objects it wrote.
create table if not exists storage.owner_usage (
  bucket_id text not null,
  owner uuid not null,
  bytes bigint not null default 0,
  primary key (bucket_id, owner)
);
revoke all on storage.owner_usage from public, anon, authenticated;
grant select on storage.owner_usage to service_role;

create or replace function storage.owner_usage_add() returns trigger
  language plpgsql security definer set search_path = storage, pg_temp
  as $$
begin
  insert into storage.owner_usage (bucket_id, owner, bytes)
    select n.bucket_id, n.owner, sum(coalesce((n.metadata ->> 'size')::bigint, 0))
      from changed n where n.owner is not null group by n.bucket_id, n.owner
  on conflict (bucket_id, owner) do update set bytes = storage.owner_usage.bytes + excluded.bytes;
  return null;
end
$$;

create or replace function storage.owner_usage_remove() returns trigger
  language plpgsql security definer set search_path = storage, pg_temp
  as $$
begin
  update storage.owner_usage u set bytes = u.bytes - d.bytes
    from (select o.bucket_id, o.owner, sum(coalesce((o.metadata ->> 'size')::bigint, 0)) as bytes
            from changed o where o.owner is not null group by o.bucket_id, o.owner) d
   where u.bucket_id = d.bucket_id and u.owner = d.owner;
  -- An owner with nothing left in a bucket has no row (a deleted account leaves nothing).
  delete from storage.owner_usage u
   using (select distinct o.bucket_id, o.owner from changed o where o.owner is not null) c
   where u.bucket_id = c.bucket_id and u.owner = c.owner and u.bytes <= 0;
  return null;
end
$$;
revoke all on function storage.owner_usage_add(), storage.owner_usage_remove() from public, anon, authenticated;

drop trigger if exists owner_usage_insert on storage.objects;
create trigger owner_usage_insert after insert on storage.objects
  referencing new table as changed for each statement execute function storage.owner_usage_add();
drop trigger if exists owner_usage_delete on storage.objects;
create trigger owner_usage_delete after delete on storage.objects
  referencing old table as changed for each statement execute function storage.owner_usage_remove();
-- An update (an upsert replacing an object) takes the old sizes off and puts the new ones on.
drop trigger if exists owner_usage_update_old on storage.objects;
create trigger owner_usage_update_old after update on storage.objects
  referencing old table as changed for each statement execute function storage.owner_usage_remove();
drop trigger if exists owner_usage_update_new on storage.objects;
create trigger owner_usage_update_new after update on storage.objects
  referencing new table as changed for each statement execute function storage.owner_usage_add();

-- What is already stored.
insert into storage.owner_usage (bucket_id, owner, bytes)
  select bucket_id, owner, sum(coalesce((metadata ->> 'size')::bigint, 0))
    from storage.objects where owner is not null group by bucket_id, owner
on conflict (bucket_id, owner) do nothing;
