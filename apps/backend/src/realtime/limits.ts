/**
 * What one client may hold of the realtime server, so that no client can take its memory or
 * its event loop. Counted per server instance (sockets live on one instance). Past a limit
 * the client gets what the hosted service answers, in words realtime-js passes on: a join
 * is refused with a Phoenix error reply whose `reason` names the limit (realtime-js reports
 * CHANNEL_ERROR with that text and retries the join with its back-off), and a socket over
 * the per-address limit is refused at the handshake with 429 (realtime-js reconnects with
 * its back-off).
 */
export const REALTIME_LIMITS = {
  /** Open sockets from one client address (the same address as the API's rate limits). */
  socketsPerAddress: 50,
  /** Sockets with a channel joined as one user (browser tabs and the plugin). */
  socketsPerUser: 10,
  /** Channels joined on one socket (the hosted default, max_channels_per_client). */
  channelsPerSocket: 100,
  /** postgres_changes bindings in one channel. */
  bindingsPerChannel: 20,
  /** Joins, and token refreshes (each verifies a token), per socket per second. */
  joinsPerSecond: 10,
  /** Any messages per socket per second; past it the socket is closed (1008). */
  messagesPerSecond: 100,
  /** The longest topic and filter taken. */
  topicLength: 255,
  filterLength: 1024,
  /** The largest message a client may send (the WebSocket frame limit). */
  messageBytes: 64 * 1024,
  /** Bytes of messages received and not yet handled; past it the socket is not read. */
  pendingInboundBytes: 256 * 1024,
  /** Bytes sent and not yet taken by the client; past it the socket is cut. */
  pendingOutboundBytes: 1024 * 1024,
  /** Changes waiting to be delivered by this instance; past it new ones are dropped. */
  pendingChanges: 10_000,
} as const;

/** The hosted service's reasons (its operational error codes first), as realtime-js shows them. */
export const LIMIT_REASONS = {
  channels: 'ChannelRateLimitReached: Too many channels',
  joins: 'ClientJoinRateLimitReached: Too many joins per second',
  userSockets: 'ConnectionRateLimitReached: Too many connections for this user',
  addressSockets: 'ConnectionRateLimitReached: Too many connections from this address',
  bindings: `Too many postgres_changes in one channel (at most ${REALTIME_LIMITS.bindingsPerChannel})`,
  topic: `Topic too long (at most ${REALTIME_LIMITS.topicLength} characters)`,
  filter: `Filter too long (at most ${REALTIME_LIMITS.filterLength} characters)`,
  messages: 'Too many messages',
} as const;

/**
 * A rate as a token bucket: `perSecond` events a second on average, up to `perSecond` at
 * once. Unlike a count per fixed second, a client that keeps to the rate is never refused
 * because its messages arrived bunched on either side of a second's edge.
 */
export class PerSecond {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = perSecond;
    this.last = now();
  }

  /** Takes one event; false when it is over the rate. */
  hit(): boolean {
    const at = this.now();
    this.tokens = Math.min(
      this.perSecond,
      this.tokens + ((at - this.last) / 1000) * this.perSecond,
    );
    this.last = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
