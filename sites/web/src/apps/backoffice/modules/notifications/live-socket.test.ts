import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { describe, expect, it } from 'vitest';
import { type LiveStatus, type SocketLike, startLiveSocket } from './live-socket.ts';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closedWith?: number;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  serverSays(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(tokens: (string | undefined | Error)[]) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const statuses: LiveStatus[] = [];
  const ready: number[] = [];
  const pushed: StaffNotification[] = [];
  const delays: number[] = [];
  let calls = 0;
  const live = startLiveSocket({
    url: () => 'ws://gateway.test/ws',
    token: async () => {
      const next = tokens[Math.min(calls++, tokens.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    },
    onReady: () => ready.push(sockets.length),
    onNotification: (n) => pushed.push(n),
    onStatus: (s) => statuses.push(s),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    backoffMs: (attempt) => {
      delays.push(attempt);
      return 1000 * (attempt + 1);
    },
    schedule: (run, ms) => timers.push({ run, ms }),
    cancel: () => {},
  });
  return { live, sockets, timers, statuses, ready, pushed, delays };
}

describe('startLiveSocket', () => {
  it('authenticates in the first message, never in the URL, and hands notifications over', async () => {
    const h = harness(['token-1']);
    await flush();
    const socket = h.sockets[0]!;
    socket.onopen?.({});
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-1' })]);
    socket.serverSays({ type: 'ready', staffId: 'x' });
    socket.serverSays({ type: 'notification', notification: { id: 'n1' } });
    expect(h.ready).toEqual([1]);
    expect(h.pushed).toEqual([{ id: 'n1' }]);
    expect(h.statuses.at(-1)).toBe('connected');
  });

  it('reconnects with growing delays after the gateway goes away, with a fresh token, and calls onReady again', async () => {
    const h = harness(['token-1', new Error('network'), 'token-2']);
    await flush();
    h.sockets[0]!.onopen?.({});
    h.sockets[0]!.serverSays({ type: 'ready' });
    h.sockets[0]!.onclose?.({ code: 1006 });
    expect(h.statuses.at(-1)).toBe('reconnecting');
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.timers[0]!.run(); // the token call fails: the gateway is still down
    await flush();
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000]);
    h.timers[1]!.run();
    await flush();
    const second = h.sockets[1]!;
    second.onopen?.({});
    expect(second.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-2' })]);
    second.serverSays({ type: 'ready' });
    expect(h.ready).toEqual([1, 2]);
    // Connected again: the next outage starts from the shortest delay.
    second.onclose?.({ code: 1001 });
    expect(h.timers.at(-1)?.ms).toBe(1000);
  });

  it('stops for good on 4403, when the session is gone, and on stop()', async () => {
    const forbidden = harness(['token']);
    await flush();
    forbidden.sockets[0]!.onclose?.({ code: 4403 });
    expect(forbidden.timers).toHaveLength(0);
    expect(forbidden.statuses.at(-1)).toBe('stopped');

    const signedOut = harness([undefined]);
    await flush();
    expect(signedOut.sockets).toHaveLength(0);
    expect(signedOut.statuses.at(-1)).toBe('stopped');

    const stopped = harness(['token']);
    await flush();
    stopped.live.stop();
    expect(stopped.sockets[0]!.closedWith).toBe(1000);
    stopped.sockets[0]!.onclose?.({ code: 1000 });
    expect(stopped.timers).toHaveLength(0);
  });
});
