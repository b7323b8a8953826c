import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { RealtimeConnection } from './connection';
import { RealtimeHub } from './hub';
import { REALTIME_LIMITS } from './limits';

/** The parts of a ws WebSocket the connection uses, recording what it was asked to do. */
function fakeSocket(bufferedAmount = 0) {
  const calls: string[] = [];
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    send: (data: string) => sent.push(data),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    close: (code: number) => {
      calls.push(`close ${code}`);
      socket.readyState = 2;
    },
    terminate: () => calls.push('terminate'),
  };
  return { socket: socket as unknown as WebSocket, calls, sent };
}

const connect = (socket: WebSocket) =>
  new RealtimeConnection(
    {} as AppContext,
    new RealtimeHub(),
    socket,
    '2.0.0',
    'anon-key',
    '127.0.0.1',
  );

const heartbeat = (ref: number, padding = 0) =>
  JSON.stringify([null, String(ref), 'phoenix', 'heartbeat', { padding: 'x'.repeat(padding) }]);

describe('a realtime socket holds a bounded amount of memory', () => {
  it('stops reading past the inbound backlog, and reads again once it is handled', async () => {
    const { socket, calls, sent } = fakeSocket();
    const conn = connect(socket);
    const size = 60 * 1024;
    const count = Math.ceil(REALTIME_LIMITS.pendingInboundBytes / size) + 1;
    for (let i = 0; i < count; i++) if (conn.admit()) conn.receive(heartbeat(i, size));
    expect(calls).toEqual(['pause']);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual(['pause', 'resume']);
    expect(sent).toHaveLength(count);
  });

  it('cuts a socket that does not take what it is sent, instead of keeping it', () => {
    const { socket, calls, sent } = fakeSocket(REALTIME_LIMITS.pendingOutboundBytes + 1);
    const conn = connect(socket);
    conn.send({ join_ref: null, ref: null, topic: 'phoenix', event: 'phx_reply', payload: {} });
    expect(calls).toEqual(['terminate']);
    expect(sent).toEqual([]);
  });

  it('closes a flooding socket (1008) and keeps reading it, dropping what it sends after', () => {
    const { socket, calls } = fakeSocket();
    const conn = connect(socket);
    let admitted = 0;
    for (let i = 0; i < REALTIME_LIMITS.messagesPerSecond * 3; i++) if (conn.admit()) admitted++;
    expect(admitted).toBe(REALTIME_LIMITS.messagesPerSecond);
    // Not paused: the client's answer to the close must still be read for it to complete.
    expect(calls).toEqual(['close 1008']);
  });
});
