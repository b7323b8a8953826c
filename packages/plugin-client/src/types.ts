/** What the plugin keeps between runs; figma.clientStorage in the plugin, a Map in tests. */
export interface SessionStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The subset of the web-standard fetch the client uses, injected so it runs anywhere. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; ok: boolean; json(): Promise<unknown> }>;

export type { KeyPair } from '@app/shared/plugin-link';

/** A session of the user's, as the auth server issues any other (supabase-js's shape). */
export interface PluginSession {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  user: { id: string; email?: string; [key: string]: unknown };
}

export type PollResult = { status: 'pending' } | { status: 'complete'; session: PluginSession };

export class PluginLinkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PluginLinkError';
  }
}
