import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import type { Caller } from '../db/request-context';
import { SESSION_ENDED_MESSAGE, sessionIsLive } from '../auth/session-liveness';
import { InvalidJwtError, type ApiRole } from '../keys';
import { log } from '../log/logger';
import { pluginSessionEnded } from '../plugin-link/plugin-sessions';
import { readBindings, type ChannelOwner, type JoinedChannel } from './channel';
import type { RealtimeHub } from './hub';
import { LIMIT_REASONS, PerSecond, REALTIME_LIMITS } from './limits';
import { decodeMessage, encodeMessage, type PhoenixMessage, type Vsn } from './protocol';

const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export const TOKEN_EXPIRED = 'Token has expired';

/** setTimeout's longest delay; a later expiry is caught on the next message or delivery. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long a flooding socket keeps its connection after its close frame was sent, for its
 * client to read the frames queued before the close and answer it.
 */
const FLOOD_CUT_MS = 2_000;

/** A heartbeat asks the database about the socket's sessions at most this often. */
const SESSION_RECHECK_MS = 5_000;

type TokenCheck =
  { ok: true; caller: Caller; expiresAt: number | null } | { ok: false; reason: string };

/**
 * Verifies an access token the way the API does: a project-signed JWT with an API role,
 * whose session (if it names one) is live, and not of a revoked plugin session.
 */
export async function checkToken(ctx: AppContext, token: string): Promise<TokenCheck> {
  let claims;
  try {
    claims = await ctx.keys.verify(token);
  } catch (err) {
    return {
      ok: false,
      reason: err instanceof InvalidJwtError && err.expired ? TOKEN_EXPIRED : 'Invalid JWT',
    };
  }
  if (!API_ROLES.has(claims.role)) return { ok: false, reason: 'Invalid JWT: unknown role' };
  const role = claims.role as ApiRole;
  const userId = role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
  if (role === 'authenticated' && !userId) return { ok: false, reason: 'Invalid JWT: no subject' };
  if (
    (await pluginSessionEnded(ctx, claims)) ||
    !(await sessionIsLive(ctx.db, claims, { askDatabase: true }))
  )
    return { ok: false, reason: SESSION_ENDED_MESSAGE };
  return {
    ok: true,
    caller: { role, claims, userId },
    expiresAt: typeof claims.exp === 'number' ? claims.exp : null,
  };
}

/**
 * One client socket: its joined channels, and the Phoenix protocol on top of the frames.
 * Every message it sends checks its channels' tokens (expired ones end at once; a heartbeat
 * also asks the database whether their sessions are live), and what it may hold is bounded
 * (limits.ts): channels, joins per second, messages per second, bytes waiting either way.
 */
export class RealtimeConnection implements ChannelOwner {
  readonly channels = new Map<string, JoinedChannel>();
  private readonly joins = new PerSecond(REALTIME_LIMITS.joinsPerSecond);
  private readonly messages = new PerSecond(REALTIME_LIMITS.messagesPerSecond);
  private lastSessionCheck = 0;
  /** Messages are handled one at a time, so a join is done before the next push is read. */
  private inbox: Promise<void> = Promise.resolve();
  private pendingBytes = 0;
  private paused = false;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: RealtimeHub<RealtimeConnection>,
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of channels that send none. */
    private readonly apiKey: string,
    /** The client's address (as the API's rate limits see it). */
    readonly address: string,
  ) {}

  send(m: PhoenixMessage): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    // A client that does not take what it is sent is cut, rather than kept in memory.
    if (this.socket.bufferedAmount > REALTIME_LIMITS.pendingOutboundBytes) {
      log.warn({ component: 'realtime', address: this.address }, 'socket not reading; cut');
      this.socket.terminate();
      return;
    }
    this.socket.send(encodeMessage(m, this.vsn));
  }

  /**
   * Counts a frame from the client before anything is done with it; false when the socket
   * sends more than any client does, which closes it (1008), and for every frame after that.
   *
   * The socket is still read after its close frame, and what it sends is dropped here, so
   * the client's answer to the close arrives and the close completes (1008 on both sides).
   * Had the server stopped reading, its cut would reset a connection holding unread frames,
   * and a client still reading the replies queued before the close frame would lose that
   * frame and see 1006. A client that never answers is cut after FLOOD_CUT_MS.
   */
  admit(): boolean {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return false;
    if (this.messages.hit()) return true;
    this.socket.close(1008, LIMIT_REASONS.messages);
    setTimeout(() => this.socket.terminate(), FLOOD_CUT_MS).unref();
    return false;
  }

  /** A text frame from the client (admitted): queued for `handle`, within the socket's limits. */
  receive(text: string): void {
    if (this.closed) return;
    const bytes = Buffer.byteLength(text);
    this.pendingBytes += bytes;
    if (!this.paused && this.pendingBytes > REALTIME_LIMITS.pendingInboundBytes) {
      // Stop reading the socket until the backlog is handled (TCP holds the rest back).
      this.paused = true;
      this.socket.pause();
    }
    this.inbox = this.inbox
      .then(() => this.handle(text))
      .catch((err: unknown) => log.error({ err, component: 'realtime' }, 'message failed'))
      .finally(() => {
        this.pendingBytes -= bytes;
        if (this.paused && this.pendingBytes <= REALTIME_LIMITS.pendingInboundBytes / 2) {
          this.paused = false;
          this.socket.resume();
        }
      });
  }

  private reply(
    m: PhoenixMessage,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ): void {
    this.send({
      join_ref: m.join_ref,
      ref: m.ref,
      topic: m.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  async handle(text: string): Promise<void> {
    const m = decodeMessage(text, this.vsn);
    if (!m || this.closed) return;
    this.endExpired();
    if (m.topic === 'phoenix' && m.event === 'heartbeat') {
      this.reply(m, 'ok', {});
      return this.recheckSessions();
    }
    switch (m.event) {
      case 'phx_join':
        return this.join(m);
      case 'access_token':
        return this.refreshToken(m);
      case 'phx_leave':
        return this.leave(m);
      default:
        // Broadcast and presence are not part of this product's realtime: say so, once per push.
        if (this.channels.has(m.topic))
          this.reply(m, 'error', { reason: `Unsupported event: ${m.event.slice(0, 40)}` });
    }
  }

  private endExpired(): void {
    const now = Date.now() / 1000;
    const expired = [...this.channels.values()].filter(
      (c) => c.expiresAt !== null && c.expiresAt <= now,
    );
    if (expired.length > 0) this.endChannels(expired, TOKEN_EXPIRED);
  }

  /** On a heartbeat (at most every few seconds): are the channels' sessions still live? */
  private async recheckSessions(): Promise<void> {
    if (Date.now() - this.lastSessionCheck < SESSION_RECHECK_MS) return;
    this.lastSessionCheck = Date.now();
    const byToken = new Map<string, JoinedChannel[]>();
    for (const channel of this.channels.values()) {
      if (channel.caller.claims.session_id === undefined) continue;
      const list = byToken.get(channel.token) ?? [];
      list.push(channel);
      byToken.set(channel.token, list);
    }
    for (const channels of byToken.values()) {
      const claims = channels[0]!.caller.claims;
      if (
        (await pluginSessionEnded(this.ctx, claims)) ||
        !(await sessionIsLive(this.ctx.db, claims, { askDatabase: true }))
      )
        this.endChannels(channels, SESSION_ENDED_MESSAGE);
    }
  }

  private async join(m: PhoenixMessage): Promise<void> {
    if (!this.joins.hit()) return this.reply(m, 'error', { reason: LIMIT_REASONS.joins });
    if (m.topic.length > REALTIME_LIMITS.topicLength)
      return this.reply(m, 'error', { reason: LIMIT_REASONS.topic });
    if (!this.channels.has(m.topic) && this.channels.size >= REALTIME_LIMITS.channelsPerSocket)
      return this.reply(m, 'error', { reason: LIMIT_REASONS.channels });
    const config = (m.payload.config ?? {}) as Record<string, unknown>;
    const token = typeof m.payload.access_token === 'string' ? m.payload.access_token : this.apiKey;
    if (config.private === true) {
      return this.reply(m, 'error', {
        reason: 'Private channels are not available; use postgres_changes on a public channel',
      });
    }
    const bindings = readBindings(config.postgres_changes);
    if (typeof bindings === 'string') return this.reply(m, 'error', { reason: bindings });
    const who = await checkToken(this.ctx, token);
    if (this.closed) return;
    if (!who.ok) return this.reply(m, 'error', { reason: who.reason });
    if (who.caller.userId && !this.hub.roomForUser(this, who.caller.userId))
      return this.reply(m, 'error', { reason: LIMIT_REASONS.userSockets });

    const previous = this.channels.get(m.topic);
    if (previous?.expiryTimer) clearTimeout(previous.expiryTimer);
    const channel: JoinedChannel = {
      topic: m.topic,
      joinRef: m.join_ref ?? m.ref,
      owner: this,
      caller: who.caller,
      token,
      expiresAt: who.expiresAt,
      expiryTimer: null,
      bindings,
    };
    this.channels.set(m.topic, channel);
    this.scheduleExpiry(channel);
    if (previous) this.hub.removed(this, [previous]);
    this.hub.added(this, channel);
    this.reply(m, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.clientEvent,
        schema: b.schema,
        ...(b.table !== undefined ? { table: b.table } : {}),
        ...(b.filter !== undefined ? { filter: b.filter } : {}),
      })),
    });
    if (bindings.length > 0) {
      this.send({
        join_ref: m.join_ref,
        ref: null,
        topic: m.topic,
        event: 'system',
        payload: {
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          extension: 'postgres_changes',
          channel: m.topic.replace(/^realtime:/, ''),
        },
      });
    }
  }

  /** realtime-js sends each channel the refreshed token (and the anon key after sign-out). */
  private async refreshToken(m: PhoenixMessage): Promise<void> {
    const channel = this.channels.get(m.topic);
    const token = m.payload.access_token;
    if (!channel || typeof token !== 'string' || token === channel.token) return;
    // Each refresh verifies a token: counted with the joins. One over the limit is not
    // taken, and the channel keeps its token (and ends with it).
    if (!this.joins.hit()) return;
    const who = await checkToken(this.ctx, token);
    if (this.closed || this.channels.get(m.topic) !== channel) return;
    if (!who.ok) return this.endChannels([channel], who.reason);
    const userId = who.caller.userId;
    if (userId && userId !== channel.caller.userId && !this.hub.roomForUser(this, userId))
      return this.endChannels([channel], LIMIT_REASONS.userSockets);
    // Indexed by token: out under the old one, in under the new one.
    this.hub.removed(this, [channel]);
    channel.caller = who.caller;
    channel.token = token;
    channel.expiresAt = who.expiresAt;
    this.scheduleExpiry(channel);
    this.hub.added(this, channel);
  }

  private leave(m: PhoenixMessage): void {
    const channel = this.channels.get(m.topic);
    if (channel) {
      this.channels.delete(m.topic);
      if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
      this.hub.removed(this, [channel]);
    }
    this.reply(m, 'ok', {});
    this.send({
      join_ref: m.join_ref,
      ref: m.ref,
      topic: m.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  private scheduleExpiry(channel: JoinedChannel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
    if (channel.expiresAt === null) return;
    const ms = channel.expiresAt * 1000 - Date.now();
    if (ms > MAX_TIMER_MS) return;
    channel.expiryTimer = setTimeout(
      () => this.endChannels([channel], TOKEN_EXPIRED),
      Math.max(0, ms),
    );
    channel.expiryTimer.unref();
  }

  /**
   * Ends channels whose token is no longer good, as the hosted service shuts a channel down:
   * a `system` message with status error and the reason, then `phx_close` (realtime-js then
   * reports CLOSED and does not rejoin with the same token). A socket left with no channel
   * is closed too: what its client signed in with is over.
   */
  endChannels(channels: JoinedChannel[], reason: string): void {
    const ending = channels.filter((c) => this.channels.get(c.topic) === c);
    if (ending.length === 0) return;
    for (const channel of ending) {
      this.channels.delete(channel.topic);
      if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
      const subtopic = channel.topic.replace(/^realtime:/, '');
      this.send({
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'system',
        payload: { status: 'error', message: reason, extension: 'system', channel: subtopic },
      });
      this.send({
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'phx_close',
        payload: {},
      });
    }
    this.hub.removed(this, ending);
    if (this.channels.size === 0 && this.socket.readyState === this.socket.OPEN)
      this.socket.close(1000, 'Session ended');
  }

  /** The socket closed: nothing of it is kept. */
  dispose(): void {
    this.closed = true;
    for (const channel of this.channels.values())
      if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    this.hub.release(this);
    this.channels.clear();
  }
}
