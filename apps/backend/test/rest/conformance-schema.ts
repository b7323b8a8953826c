import type { TestBackend } from '../support/harness';

/**
 * The PostgREST conformance suite's own schema, created in the test's database only:
 * users, channels, messages (two foreign keys to users, so an embed can be ambiguous), a
 * join table, a jsonb column, overloaded functions, set-returning and computed functions,
 * and a second schema. Messages are private to their owner; everything else is readable.
 */
export async function createConformanceSchema(
  b: TestBackend,
  owners: { alice: string; bob: string },
): Promise<void> {
  await b.server.ctx.db.exec(`
    create table public.users (
      username text primary key,
      name text not null,
      status text,
      data jsonb
    );
    create table public.channels (
      id integer primary key,
      slug text not null unique,
      hits integer not null default 0
    );
    create table public.messages (
      id integer primary key,
      message text not null,
      username text not null constraint messages_username_fkey references public.users (username),
      reviewer text constraint messages_reviewer_fkey references public.users (username),
      channel_id integer not null constraint messages_channel_id_fkey references public.channels (id),
      owner_id uuid not null,
      data jsonb
    );
    create table public.channel_members (
      channel_id integer not null references public.channels (id),
      username text not null references public.users (username),
      primary key (channel_id, username)
    );
    create table public.profiles_ext (
      username text primary key constraint profiles_ext_username_fkey references public.users (username),
      bio text not null
    );

    alter table public.users enable row level security;
    alter table public.channels enable row level security;
    alter table public.messages enable row level security;
    alter table public.channel_members enable row level security;
    alter table public.profiles_ext enable row level security;
    create policy "users are public" on public.users for all to anon, authenticated using (true) with check (true);
    create policy "channels are public" on public.channels for all to anon, authenticated using (true) with check (true);
    create policy "members are public" on public.channel_members for select to anon, authenticated using (true);
    create policy "bios are public" on public.profiles_ext for select to anon, authenticated using (true);
    create policy "own messages" on public.messages for all to authenticated
      using (owner_id = auth.uid()) with check (owner_id = auth.uid());
    grant select, insert, update, delete on public.users, public.channels, public.messages to anon, authenticated;
    grant select on public.channel_members, public.profiles_ext to anon, authenticated;

    insert into public.users (username, name, status, data) values
      ('alice', 'Alice Liddell', 'ONLINE', '{"age": 30, "tags": ["a", "b"], "address": {"city": "Oxford"}}'),
      ('bob', 'Bob Builder', 'OFFLINE', '{"age": 45, "tags": [], "address": {"city": "Leeds"}}'),
      ('carol', 'Carol Danvers', null, null);
    insert into public.channels (id, slug) values (1, 'general'), (2, 'random'), (3, 'empty');
    insert into public.channel_members (channel_id, username) values (1, 'alice'), (1, 'bob'), (2, 'alice');
    insert into public.profiles_ext (username, bio) values ('alice', 'Curious'), ('bob', 'Can fix it');
    insert into public.messages (id, message, username, reviewer, channel_id, owner_id, data) values
      (1, 'Hello from Alice', 'alice', 'bob', 1, '${owners.alice}', '{"lang": "en", "score": 5}'),
      (2, 'Second from Alice', 'alice', null, 2, '${owners.alice}', '{"lang": "fr", "score": 2}'),
      (3, 'Hi from Bob', 'bob', 'alice', 1, '${owners.bob}', '{"lang": "en", "score": 9}'),
      (4, 'Bob again', 'bob', null, 2, '${owners.bob}', null);

    -- Functions: unnamed single parameters, overloads, sets, computed fields and relationships.
    create function public.echo_json(json) returns json language sql immutable as $$ select $1 $$;
    create function public.echo_text(text) returns text language sql immutable as $$ select $1 $$;
    create function public.add_them(a integer, b integer) returns integer
      language sql immutable as $$ select a + b $$;
    create function public.add_them(a integer, b integer, c integer) returns integer
      language sql immutable as $$ select a + b + c $$;
    create function public.pick(x integer) returns text language sql immutable as $$ select 'int' $$;
    create function public.pick(x text) returns text language sql immutable as $$ select 'text' $$;
    create function public.messages_of(who text) returns setof public.messages
      language sql stable as $$ select * from public.messages where username = who $$;
    create function public.bump_channels() returns setof public.channels
      language sql volatile as $$ update public.channels set hits = hits + 1 returning * $$;
    create function public.full_label(public.users) returns text
      language sql stable as $$ select $1.name || ' (' || $1.username || ')' $$;
    create function public.authored(public.users) returns setof public.messages rows 10
      language sql stable as $$ select * from public.messages where username = $1.username $$;

    create schema extra;
    create table extra.notes (id integer primary key, body text not null);
    alter table extra.notes enable row level security;
    create policy "notes are public" on extra.notes for all to anon, authenticated using (true) with check (true);
    grant usage on schema extra to anon, authenticated;
    grant select, insert, update, delete on extra.notes to anon, authenticated;
    insert into extra.notes (id, body) values (1, 'in the second schema');
  `);
}
