import { tableKey, type JoinedChannel } from './channel';
import { REALTIME_LIMITS } from './limits';

/** What the hub needs of a socket. */
export interface HubSocket {
  readonly address: string;
  readonly channels: ReadonlyMap<string, JoinedChannel>;
}

/**
 * This instance's realtime sockets and channels, indexed the ways they are looked up: by
 * client address and by user (for the limits, and so an ended session's channels are
 * found at once), and by table and then token (so a change is checked once per subscriber
 * identity, and only the channels of subscribers who may see it are visited).
 */
export class RealtimeHub<S extends HubSocket = HubSocket> {
  readonly sockets = new Set<S>();
  private readonly perAddress = new Map<string, number>();
  /** The users each socket has channels of, and the sockets of each user. */
  private readonly usersOf = new Map<S, Set<string>>();
  private readonly socketsOfUser = new Map<string, Set<S>>();
  /** Table key (channel.ts tableKey) -> access token -> the channels with that token. */
  private readonly byTable = new Map<string, Map<string, Set<JoinedChannel>>>();

  /** Takes a place for a new socket from `address` (before its handshake); false when full. */
  reserve(address: string): boolean {
    const open = this.perAddress.get(address) ?? 0;
    if (open >= REALTIME_LIMITS.socketsPerAddress) return false;
    this.perAddress.set(address, open + 1);
    return true;
  }

  /** Gives back a place whose handshake did not complete. */
  unreserve(address: string): void {
    const open = (this.perAddress.get(address) ?? 1) - 1;
    if (open > 0) this.perAddress.set(address, open);
    else this.perAddress.delete(address);
  }

  /** The socket of a reserved place, after its handshake. */
  admit(socket: S): void {
    this.sockets.add(socket);
  }

  /** Forgets a closed socket, its place and everything it held. */
  release(socket: S): void {
    if (!this.sockets.delete(socket)) return;
    this.unreserve(socket.address);
    for (const channel of socket.channels.values()) this.unindex(channel);
    this.setUsers(socket, new Set());
  }

  /** Whether `socket` may hold a channel of `userId` (it already does, or the user has room). */
  roomForUser(socket: S, userId: string): boolean {
    const sockets = this.socketsOfUser.get(userId);
    return !sockets || sockets.has(socket) || sockets.size < REALTIME_LIMITS.socketsPerUser;
  }

  /** A channel joined on `socket` (already in its map). */
  added(socket: S, channel: JoinedChannel): void {
    for (const key of new Set(channel.bindings.map(tableKey))) {
      let byToken = this.byTable.get(key);
      if (!byToken) this.byTable.set(key, (byToken = new Map()));
      let channels = byToken.get(channel.token);
      if (!channels) byToken.set(channel.token, (channels = new Set()));
      channels.add(channel);
    }
    this.updateUsers(socket);
  }

  /** Channels left or ended on `socket` (already out of its map), with the token they had. */
  removed(socket: S, channels: JoinedChannel[]): void {
    for (const channel of channels) this.unindex(channel);
    this.updateUsers(socket);
  }

  /**
   * The channels with a binding on schema.table, grouped by access token (one group per
   * subscriber identity; a channel bound under several keys comes in each of its groups).
   * The groups are live: channels that end meanwhile leave them.
   */
  *groupsOf(schema: string, table: string): Generator<[string, Set<JoinedChannel>]> {
    for (const key of [`${schema}.${table}`, `${schema}.*`, '*']) {
      const byToken = this.byTable.get(key);
      if (byToken) yield* byToken;
    }
  }

  /** The sockets with a channel of `userId`. */
  socketsOf(userId: string): S[] {
    return [...(this.socketsOfUser.get(userId) ?? [])];
  }

  private unindex(channel: JoinedChannel): void {
    for (const key of new Set(channel.bindings.map(tableKey))) {
      const byToken = this.byTable.get(key);
      const channels = byToken?.get(channel.token);
      channels?.delete(channel);
      if (channels?.size === 0) byToken!.delete(channel.token);
      if (byToken?.size === 0) this.byTable.delete(key);
    }
  }

  private updateUsers(socket: S): void {
    const users = new Set<string>();
    for (const channel of socket.channels.values())
      if (channel.caller.userId) users.add(channel.caller.userId);
    this.setUsers(socket, users);
  }

  private setUsers(socket: S, users: Set<string>): void {
    const before = this.usersOf.get(socket) ?? new Set<string>();
    for (const user of before) {
      if (users.has(user)) continue;
      const sockets = this.socketsOfUser.get(user);
      sockets?.delete(socket);
      if (sockets?.size === 0) this.socketsOfUser.delete(user);
    }
    for (const user of users) {
      let sockets = this.socketsOfUser.get(user);
      if (!sockets) this.socketsOfUser.set(user, (sockets = new Set()));
      sockets.add(socket);
    }
    if (users.size > 0) this.usersOf.set(socket, users);
    else this.usersOf.delete(socket);
  }
}
