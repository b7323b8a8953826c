import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import { inTransaction } from './transaction';
import type { Queryable } from '../db/database';
import { requireAdmin } from './guard';
import { AuthApiError, notFound, unprocessable, validationFailed } from './errors';
import {
  optionalBoolean,
  optionalObject,
  optionalString,
  readParams,
  validateEmail,
  type Params,
} from './request-body';
import { checkPasswordStrength, hashPassword } from './passwords';
import { mergeMetadata, DUPLICATE_EMAIL } from './user';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isUuid,
  loadUserJson,
  userJson,
  type IdentityRow,
  type UserRow,
} from './users';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

function pageParam(c: Context, name: string, fallback: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw))
    throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive number`);
  return Number(raw);
}

/** Go duration text ("24h", "1h30m", "90s") as GoTrue's ban_duration takes it, in seconds. */
function parseBanDuration(raw: string): number | null {
  if (raw === 'none') return 0;
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw);
  if (!m || raw === '') return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

function readRole(params: Params): void {
  const role = optionalString(params, 'role');
  // Users keep the authenticated role: a user token with another role would bypass RLS.
  if (role && role !== 'authenticated')
    throw validationFailed('Only the authenticated role can be given to users');
}

async function applyBan(q: Queryable, userId: string, raw: string): Promise<void> {
  if (!raw) return;
  const seconds = parseBanDuration(raw);
  if (seconds === null)
    throw validationFailed(`invalid format for ban duration: ${raw.slice(0, 40)}`);
  await q.query(
    `update auth.users set banned_until = case when $2::int = 0 then null else now() + make_interval(secs => $2::int) end,
       updated_at = now() where id = $1`,
    [userId, seconds],
  );
  if (seconds > 0) {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}

async function loadTarget(q: Queryable, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(q, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** The admin user API (service role only), as supabase-js `auth.admin.*` calls it. */
export function adminRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.use('/admin/*', async (c, next) => {
    await requireAdmin(ctx, c);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, pageParam(c, 'page', 1));
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, pageParam(c, 'per_page', DEFAULT_PER_PAGE)));
    const { users, total } = await inTransaction(ctx, async (tx) => {
      const count = await tx.query<{ n: number }>(
        'select count(*)::int as n from auth.users where deleted_at is null',
      );
      const rows = await tx.query<UserRow>(
        'select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
        [perPage, (page - 1) * perPage],
      );
      const ids = rows.rows.map((u) => u.id);
      const identities = ids.length
        ? (
            await tx.query<IdentityRow>(
              'select * from auth.identities where user_id = any($1::uuid[]) order by created_at, id',
              [ids],
            )
          ).rows
        : [];
      return {
        total: count.rows[0]?.n ?? 0,
        users: rows.rows.map((u) =>
          userJson(
            u,
            identities.filter((i) => i.user_id === u.id),
          ),
        ),
      };
    });
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = `${ctx.config.siteUrl}/auth/v1/admin/users`;
    const links = [];
    if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header('x-total-count', String(total));
    c.header('link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const params = await readParams(c);
    const rawEmail = optionalString(params, 'email');
    const phone = optionalString(params, 'phone');
    const password = optionalString(params, 'password');
    const emailConfirm = optionalBoolean(params, 'email_confirm') ?? false;
    const userMetadata = optionalObject(params, 'user_metadata') ?? {};
    const appMetadata = optionalObject(params, 'app_metadata') ?? {};
    const id = optionalString(params, 'id');
    const ban = optionalString(params, 'ban_duration');
    readRole(params);
    if (!rawEmail && !phone)
      throw validationFailed('Cannot create a user without either an email or phone');
    if (!rawEmail)
      throw new AuthApiError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = validateEmail(rawEmail);
    if (id && !isUuid(id)) throw validationFailed('ID must conform to the uuid v4 format');
    if (password) checkPasswordStrength(password);
    const passwordHash = password ? await hashPassword(password) : null;

    const body = await inTransaction(ctx, async (tx) => {
      if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      if (id && (await findUserById(tx, id)))
        throw unprocessable('email_exists', 'A user with this ID already exists');
      const user = await insertUser(tx, {
        ...(id ? { id } : {}),
        email,
        passwordHash,
        appMetadata: { ...appMetadata, provider: 'email', providers: ['email'] },
        userMetadata,
        emailConfirmed: emailConfirm,
      });
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        identityData: { sub: user.id, email, email_verified: emailConfirm, phone_verified: false },
      });
      await applyBan(tx, user.id, ban);
      return loadUserJson(tx, (await findUserById(tx, user.id))!);
    }).catch((err: unknown) => {
      // A simultaneous creation of the same address won the race.
      if (err instanceof AuthApiError && err.errorCode === 'conflict')
        throw unprocessable('email_exists', DUPLICATE_EMAIL);
      throw err;
    });
    return c.json(body);
  });

  app.get('/admin/users/:id', async (c) => {
    const body = await inTransaction(ctx, async (tx) =>
      loadUserJson(tx, await loadTarget(tx, c.req.param('id'))),
    );
    return c.json(body);
  });

  app.put('/admin/users/:id', async (c) => {
    const params = await readParams(c);
    const rawEmail = optionalString(params, 'email');
    const hasPassword = typeof params.password === 'string';
    const password = optionalString(params, 'password');
    const emailConfirm = optionalBoolean(params, 'email_confirm');
    const userMetadata = optionalObject(params, 'user_metadata');
    const appMetadata = optionalObject(params, 'app_metadata');
    const ban = optionalString(params, 'ban_duration');
    readRole(params);
    const email = rawEmail ? validateEmail(rawEmail) : '';
    if (hasPassword) checkPasswordStrength(password);
    const passwordHash = hasPassword ? await hashPassword(password) : null;

    const body = await inTransaction(ctx, async (tx) => {
      const user = await loadTarget(tx, c.req.param('id'));
      if (email && email !== (user.email ?? '').toLowerCase()) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
          user.id,
          email,
        ]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [user.id, email],
        );
      }
      if (passwordHash) {
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [user.id, passwordHash],
        );
      }
      if (emailConfirm) {
        await tx.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
          [user.id],
        );
      }
      if (userMetadata) await mergeMetadata(tx, user.id, 'raw_user_meta_data', userMetadata);
      if (appMetadata) await mergeMetadata(tx, user.id, 'raw_app_meta_data', appMetadata);
      await applyBan(tx, user.id, ban);
      return loadUserJson(tx, (await findUserById(tx, user.id))!);
    });
    return c.json(body);
  });

  app.delete('/admin/users/:id', async (c) => {
    const params = await readParams(c);
    const soft = optionalBoolean(params, 'should_soft_delete') ?? false;
    await inTransaction(ctx, async (tx) => {
      const user = await loadTarget(tx, c.req.param('id'));
      if (soft) {
        await tx.query(
          `update auth.users set deleted_at = now(), email = null, encrypted_password = null, updated_at = now() where id = $1`,
          [user.id],
        );
        await tx.query('delete from auth.identities where user_id = $1', [user.id]);
        await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      } else {
        await tx.query('delete from auth.users where id = $1', [user.id]);
      }
    });
    return c.json({});
  });

  return app;
}
