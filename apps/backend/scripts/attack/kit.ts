/** What `npm run attack` (scripts/attack.ts) hands each area's checks: the target and its helpers. */
export type Outcome = 'held' | 'broke' | 'skipped';

export interface AttackKit {
  /** The server under attack (a loopback address). */
  base: string;
  anonKey: string;
  /** Proxies the server trusts in X-Forwarded-For (`TRUSTED_PROXY_HOPS`). */
  proxyHops: number;
  /** The server's process, for its resident memory; null when not given. */
  serverPid: number | null;
  /** Prints and keeps one check's outcome. */
  record(item: string, check: string, outcome: Outcome, detail: string): void;
  /** The anon key and a JSON content type, with `extra` on top. */
  headers(extra?: Record<string, string>): Record<string, string>;
  /** X-Forwarded-For naming `ip` as the client behind the trusted proxies. */
  from(ip: string): Record<string, string>;
  /** A JSON POST with the anon key. */
  post(path: string, body: unknown, extra?: Record<string, string>): Promise<Response>;
  /** An address in 198.18.0.0/15 (benchmarking space), a new one each call. */
  randomIp(): string;
  uniqueEmail(label: string): string;
  /** A process's resident memory in MB, or null when it cannot be read. */
  rssMb(pid: number): number | null;
  /** A chunked POST of `bytes` bytes; how many MB went out before the server answered. */
  hugePost(
    path: string,
    bytes: number,
    contentType: string,
    extra?: Record<string, string>,
    fill?: number,
  ): Promise<{ status: number; sentMb: number; error?: string }>;
  /** A confirmed account made through sign-up and the dev mailbox, or null without one. */
  confirmedAccount(): Promise<{ email: string; password: string } | null>;
  signIn(email: string, password: string, ip?: string): Promise<Response>;
}
