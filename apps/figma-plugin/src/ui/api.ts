import { createClient } from '@supabase/supabase-js';
import {
  GENERATION_RENDER_COLUMNS,
  type GenerationRender,
  type RenderReport,
} from '@app/shared/renders';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import type { GenerateAnswer, GenerationUsageAnswer, WireAsset } from '@app/shared/generate';
import { tierDisplayName } from '@app/shared/plans';
import {
  currentCycleMonth,
  usageSummary,
  type AdditionalGenerations,
  type BillingCycleUsage,
} from '@app/shared/usage';
import type { ExportPayload } from '../messaging';
import { generatorOptions } from './app-package';
import { bytesToBase64 } from './base64';

export type FailureKind = 'signed-out' | 'limit' | 'offline' | 'refused' | 'server';

/** Why a call failed, in the product's words, with what the UI should offer. */
export class PluginApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** The account's usage when the server sent it with the refusal (a 402 does). */
    readonly usage?: GenerationUsageAnswer,
  ) {
    super(message);
    this.name = 'PluginApiError';
  }
}

function usageOf(body: unknown): GenerationUsageAnswer | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const u = (body as { usage?: unknown }).usage;
  if (!u || typeof u !== 'object') return undefined;
  const { used, allowance, additional, remaining } = u as Record<string, unknown>;
  return [used, allowance, additional, remaining].every((n) => typeof n === 'number')
    ? (u as GenerationUsageAnswer)
    : undefined;
}

/** Any error of a call as what the UI shows: a fetch that never reached the server is 'offline'. */
export function failureOf(err: unknown): { kind: FailureKind; message: string } {
  if (err instanceof PluginApiError) return { kind: err.kind, message: err.message };
  if (err instanceof TypeError) return { kind: 'offline', message: NETWORK_ERROR_MESSAGE };
  return { kind: 'server', message: err instanceof Error ? err.message : String(err) };
}

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Sign in again to keep generating.';
export const SERVER_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';

/** The generate function's body for an exported frame (assets and preview as base64). */
export function generateBody(payload: ExportPayload, appPackage: string): string {
  const assets: Record<string, WireAsset> = {};
  for (const [id, a] of Object.entries(payload.assets)) {
    assets[id] = {
      ...(a.svg !== undefined ? { svg: a.svg } : {}),
      ...(a.png !== undefined ? { png: bytesToBase64(a.png) } : {}),
    };
  }
  return JSON.stringify({
    name: payload.name.trim() || 'Untitled frame',
    platform: 'android',
    figma: payload.figma,
    // A flow names its frames; a single frame its node.
    ...(payload.flow ? { flow: payload.flow } : { nodeId: payload.nodeId }),
    ...(payload.variables ? { variables: payload.variables } : {}),
    ...(payload.styles ? { styles: payload.styles } : {}),
    assets,
    ...(payload.preview ? { preview: bytesToBase64(payload.preview) } : {}),
    options: generatorOptions(appPackage),
  });
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const k of ['message', 'msg', 'error_description', 'error'])
      if (typeof b[k] === 'string' && b[k]) return b[k];
  }
  return null;
}

/**
 * POST /functions/v1/generate. The idempotency key is kept by the caller for retries, so a
 * retry after a dropped connection is charged once.
 */
export async function requestGeneration(
  origin: string,
  headers: Record<string, string>,
  body: string,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<GenerateAnswer> {
  let res: Response;
  try {
    res = await fetchImpl(`${origin}/functions/v1/generate`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body,
    });
  } catch {
    throw new PluginApiError('offline', NETWORK_ERROR_MESSAGE);
  }
  const parsed: unknown = await res.json().catch(() => null);
  if (res.ok && parsed && typeof parsed === 'object' && 'files' in parsed)
    return parsed as GenerateAnswer;
  if (res.status === 401) throw new PluginApiError('signed-out', SIGNED_OUT_MESSAGE);
  if (res.status === 402)
    throw new PluginApiError(
      'limit',
      messageOf(parsed) ?? "You've used all your generations.",
      usageOf(parsed),
    );
  if (res.status >= 400 && res.status < 500)
    throw new PluginApiError(
      'refused',
      messageOf(parsed) ?? `The server refused the design (${res.status}).`,
    );
  throw new PluginApiError('server', SERVER_ERROR_MESSAGE);
}

export interface AccountSummary {
  email: string;
  plan: string;
  remaining: number;
  total: number;
  used: number;
  /** The Figma account connected to it, by handle; null when none is. */
  figmaHandle: string | null;
}

/**
 * The account line: email, plan and remaining generations, read the way the dashboard reads
 * them (the table API as the user, then packages/shared's usage rules).
 */
export async function loadAccount(
  origin: string,
  anonKey: string,
  accessToken: string,
  user: { id: string; email?: string },
): Promise<AccountSummary> {
  const db = createClient(origin, anonKey, { accessToken: async () => accessToken });
  const now = new Date();
  try {
    const [profile, cycle, packs, figma] = await Promise.all([
      db.from('profiles').select('subscription_tier').eq('id', user.id).maybeSingle(),
      db
        .from('billing_cycles')
        .select('included_generations, extra_generations')
        .eq('user_id', user.id)
        .eq('cycle_month', currentCycleMonth(now))
        .maybeSingle(),
      db
        .from('additional_generations')
        .select('amount, used, expires_at')
        .eq('user_id', user.id)
        .gt('expires_at', now.toISOString()),
      db.from('figma_accounts').select('handle').eq('user_id', user.id).maybeSingle(),
    ]);
    const failed = [profile, cycle, packs, figma].find((r) => r.error);
    if (failed?.error) {
      if (failed.status === 401) throw new PluginApiError('signed-out', SIGNED_OUT_MESSAGE);
      throw new PluginApiError(
        failed.status === 0 ? 'offline' : 'server',
        failed.status === 0 ? NETWORK_ERROR_MESSAGE : SERVER_ERROR_MESSAGE,
      );
    }
    const tier = (profile.data as { subscription_tier: string | null } | null)?.subscription_tier;
    const usage = usageSummary({
      tier,
      context: 'dashboard',
      cycle: (cycle.data as BillingCycleUsage | null) ?? null,
      additional: (packs.data ?? []) as AdditionalGenerations[],
      now,
    });
    return {
      email: user.email ?? '',
      plan: tierDisplayName(tier),
      remaining: usage.remaining,
      total: usage.total,
      used: usage.used,
      figmaHandle: (figma.data as { handle: string } | null)?.handle ?? null,
    };
  } finally {
    await db.removeAllChannels();
  }
}

/** What the plugin shows of a generation's render job: its row, and once done, its images and report. */
export interface RenderState {
  row: GenerationRender | null;
  renderUrl?: string;
  report?: RenderReport;
}

/**
 * Follows the render job of a generation: reads its row, subscribes to its changes on the
 * realtime channel (each stage, then the outcome), and when it has succeeded downloads the
 * render and the report as the user. Answers a function that stops following.
 */
export function watchRender(
  origin: string,
  headers: Record<string, string>,
  generationId: string,
  onChange: (state: RenderState) => void,
): () => void {
  const token = (headers.authorization ?? '').replace(/^Bearer /, '');
  const db = createClient(origin, headers.apikey ?? '', { accessToken: async () => token });
  let stopped = false;
  let done = false;
  const read = async () => {
    if (stopped || done) return;
    const { data } = await db
      .from('generation_renders')
      .select(GENERATION_RENDER_COLUMNS)
      .eq('generation_id', generationId)
      .maybeSingle();
    const row = (data as GenerationRender | null) ?? null;
    if (stopped) return;
    if (row?.status === 'succeeded' && row.render_path && row.report_path) {
      done = true;
      const [png, report] = await Promise.all([
        db.storage.from('generations').download(row.render_path),
        db.storage.from('generations').download(row.report_path),
      ]);
      if (stopped) return;
      onChange({
        row,
        ...(png.data ? { renderUrl: URL.createObjectURL(png.data) } : {}),
        ...(report.data ? { report: JSON.parse(await report.data.text()) as RenderReport } : {}),
      });
      return;
    }
    if (row?.status === 'failed' || row?.status === 'unavailable') done = true;
    onChange({ row });
  };
  const follow = () =>
    db
      .channel(`render:${generationId}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'generation_renders',
          filter: `generation_id=eq.${generationId}`,
        },
        () => void read(),
      )
      .subscribe((status) => {
        // Read once subscribed, so no change between the read and the subscription is missed.
        if (status === 'SUBSCRIBED') void read();
      });
  // The socket carries the session before the channel joins: with only the `accessToken`
  // option, supabase-js may join first with the anon key, and a join as anon is told nothing
  // of the user's rows (realtime checks each row against the subscriber's row-level security).
  void db.realtime.setAuth(token).then(() => {
    if (!stopped) follow();
  });
  return () => {
    stopped = true;
    void db.removeAllChannels();
  };
}
