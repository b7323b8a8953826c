import {
  PluginLinkError,
  type FetchLike,
  type KeyPair,
  type PluginSession,
  type PollResult,
  type SessionStorage,
} from './types';

export * from './types';

export interface PluginAuthClientOptions {
  /** The product's origin, e.g. http://localhost:3000. */
  apiUrl: string;
  /** The public anon key (GET /runtime-config.js names it). */
  anonKey: string;
  storage: SessionStorage;
  fetch?: FetchLike;
  /** Where the session is kept in storage. */
  storageKey?: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Refresh when the access token has less than this left, as supabase-js does ahead of expiry. */
export const REFRESH_MARGIN_SECONDS = 60;
/** Network failures of a refresh are retried with this backoff, doubling. */
export const REFRESH_RETRY_START_MS = 200;
export const REFRESH_RETRIES = 4;
export const POLL_INTERVAL_MS = 2000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const k of ['error', 'msg', 'message', 'error_description'])
      if (typeof b[k] === 'string') return b[k];
  }
  return fallback;
}

/**
 * The plugin's sign-in, Figma's documented pattern for plugins: get a key pair, open the
 * link page in the browser, poll with the read key until the backend answers once with a
 * session, keep it in the injected storage and refresh it the way supabase-js does
 * (refresh-token rotation at /auth/v1/token). No Figma API is used here.
 */
export class PluginAuthClient {
  private readonly apiUrl: string;
  private readonly fetch: FetchLike;
  private readonly storageKey: string;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private refreshing: Promise<PluginSession | null> | null = null;

  constructor(private readonly options: PluginAuthClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/$/, '');
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.storageKey = options.storageKey ?? 'frametocode.session';
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
  }

  private async post(
    path: string,
    body: unknown,
    bearer?: string,
  ): Promise<{ status: number; body: unknown }> {
    const res = await this.fetch(`${this.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        apikey: this.options.anonKey,
        authorization: `Bearer ${bearer ?? this.options.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const parsed: unknown = await res.json().catch(() => null);
    return { status: res.status, body: parsed };
  }

  /** A fresh key pair; the plugin keeps read_key and opens link_url. */
  async getKeyPair(): Promise<KeyPair> {
    const res = await this.post('/functions/v1/plugin-keys', {});
    if (res.status !== 201)
      throw new PluginLinkError(
        errorText(res.body, `API call failed with status ${res.status}`),
        res.status,
      );
    return res.body as KeyPair;
  }

  /** The page to open in the browser: /plugin-auth with the write key and cookie state. */
  linkUrl(pair: Pick<KeyPair, 'write_key' | 'cookie_state'>): string {
    const url = new URL('/plugin-auth', this.apiUrl);
    url.searchParams.set('write_key', pair.write_key);
    url.searchParams.set('cookie_state', pair.cookie_state);
    return url.toString();
  }

  /** One poll: pending, or complete with the session (answered once). Throws when the pair is spent or expired. */
  async pollOnce(readKey: string): Promise<PollResult> {
    const res = await this.post('/functions/v1/plugin-poll', { read_key: readKey });
    if (res.status === 200) return res.body as PollResult;
    throw new PluginLinkError(
      errorText(res.body, `API call failed with status ${res.status}`),
      res.status,
    );
  }

  /** Polls until the link completes (the session is stored) or the pair expires. */
  async waitForSession(
    pair: KeyPair,
    opts: { intervalMs?: number; signal?: AbortSignal } = {},
  ): Promise<PluginSession> {
    const deadline = Date.parse(pair.expires_at);
    for (;;) {
      if (opts.signal?.aborted) throw new PluginLinkError('Sign-in was cancelled', 0);
      const result = await this.pollOnce(pair.read_key);
      if (result.status === 'complete') {
        await this.storeSession(result.session);
        return result.session;
      }
      if (this.now() > deadline)
        throw new PluginLinkError('Sign-in timed out. Start again from the plugin.', 408);
      await this.sleep(opts.intervalMs ?? POLL_INTERVAL_MS);
    }
  }

  /** The whole sign-in: key pair, open the page (the caller's way: figma.openExternal, a script's browser), poll. */
  async signIn(
    openUrl: (url: string) => void | Promise<void>,
    opts: { intervalMs?: number; signal?: AbortSignal } = {},
  ): Promise<PluginSession> {
    const pair = await this.getKeyPair();
    await openUrl(pair.link_url || this.linkUrl(pair));
    return this.waitForSession(pair, opts);
  }

  async storeSession(session: PluginSession): Promise<void> {
    await this.options.storage.set(this.storageKey, JSON.stringify(session));
  }

  private async storedSession(): Promise<PluginSession | null> {
    const raw = await this.options.storage.get(this.storageKey);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as PluginSession;
    } catch {
      await this.options.storage.remove(this.storageKey);
      return null;
    }
  }

  /** The stored session, refreshed first when it is about to expire; null when signed out. */
  async getSession(): Promise<PluginSession | null> {
    const session = await this.storedSession();
    if (!session) return null;
    if (session.expires_at - REFRESH_MARGIN_SECONDS > this.now() / 1000) return session;
    return this.refreshSession();
  }

  /**
   * Rotates the refresh token. A refusal (revoked on /account, already used) signs the
   * plugin out; network failures are retried with backoff and keep the session.
   */
  refreshSession(): Promise<PluginSession | null> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<PluginSession | null> {
    const current = await this.storedSession();
    if (!current) return null;
    let wait = REFRESH_RETRY_START_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await this.post('/auth/v1/token?grant_type=refresh_token', {
          refresh_token: current.refresh_token,
        });
        if (res.status === 200) {
          const next = res.body as PluginSession;
          await this.storeSession(next);
          return next;
        }
        if (res.status >= 400 && res.status < 500) {
          await this.options.storage.remove(this.storageKey);
          return null;
        }
      } catch (err) {
        if (attempt >= REFRESH_RETRIES) throw err;
      }
      if (attempt >= REFRESH_RETRIES)
        throw new PluginLinkError('Could not refresh the session', 503);
      await this.sleep(wait);
      wait *= 2;
    }
  }

  /** Headers for an API call as the signed-in user (apikey + bearer), or null when signed out. */
  async authHeaders(): Promise<Record<string, string> | null> {
    const session = await this.getSession();
    return session
      ? { apikey: this.options.anonKey, authorization: `Bearer ${session.access_token}` }
      : null;
  }

  /**
   * The page that connects (or reconnects) the user's Figma account from the plugin:
   * /figma-auth/initiate with a state the server ties to this plugin session (the
   * figma-connect function), so the flow completes in a browser that is not signed in to
   * the website. Open it the way the sign-in link is opened.
   */
  async figmaConnectUrl(): Promise<string> {
    const session = await this.getSession();
    if (!session) throw new PluginLinkError('Sign in to the plugin first.', 401);
    const res = await this.post('/functions/v1/figma-connect', {}, session.access_token);
    if (res.status !== 201)
      throw new PluginLinkError(
        errorText(res.body, `API call failed with status ${res.status}`),
        res.status,
      );
    const { state, session_id } = res.body as { state: string; session_id: string };
    const url = new URL('/figma-auth/initiate', this.apiUrl);
    url.searchParams.set('state', state);
    url.searchParams.set('session_id', session_id);
    return url.toString();
  }

  /** Ends the plugin's session on the server and forgets it. */
  async signOut(): Promise<void> {
    const session = await this.storedSession();
    await this.options.storage.remove(this.storageKey);
    if (session)
      await this.post('/auth/v1/logout?scope=local', {}, session.access_token).catch(
        () => undefined,
      );
  }
}

/** A SessionStorage over a Map: scripts and tests. */
export function memoryStorage(): SessionStorage {
  const map = new Map<string, string>();
  return {
    get: async (k) => map.get(k) ?? null,
    set: async (k, v) => {
      map.set(k, v);
    },
    remove: async (k) => {
      map.delete(k);
    },
  };
}
