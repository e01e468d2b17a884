import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { revokedSessionKey } from '@courtage/contracts/auth/revoked-sessions';
import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { eventually } from '@courtage/runtime/testing/eventually';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_AMQP_URL, testLogger } from '../support/test-app.ts';

type Received = { messages: Record<string, unknown>[]; closed?: { code: number; reason: string } };

function token(kind: 'staff' | 'customer', sub: string = randomUUID(), sid: string = randomUUID()): string {
  const role = kind === 'staff' ? 'sub-admin' : 'customer';
  return signAccessToken(DEV_ONLY_JWT_SECRET, { sub, kind, role, sid }).token;
}

function notificationFor(staffId: string): StaffNotification {
  return {
    id: randomUUID(),
    staffId,
    kind: 'callback-confirmed',
    title: 'Nouveau rappel demandé',
    body: 'Jeanne Martin (Lyon) a confirmé une offre.',
    link: `/admin/offer-details/${randomUUID()}`,
    readAt: null,
    createdAt: new Date().toISOString(),
  };
}

describe('GET /ws: live notifications for staff', () => {
  let app: FastifyInstance;
  let url: string;
  let bus: Bus;
  const open: WebSocket[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ WS_AUTH_TIMEOUT_MS: '400', WS_PING_MS: '200' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws`;
    bus = await createBus({ url: TEST_AMQP_URL, name: 'gateway-ws-test', logger: testLogger });
  });

  afterAll(async () => {
    for (const socket of open) socket.close();
    await bus?.close();
    await app?.close();
  });

  /** A socket that records what it receives and how it was closed. */
  async function connect(): Promise<{ socket: WebSocket; received: Received }> {
    const socket = new WebSocket(url);
    open.push(socket);
    const received: Received = { messages: [] };
    socket.addEventListener('message', (event) => received.messages.push(JSON.parse(String(event.data))));
    socket.addEventListener('close', (event) => {
      received.closed = { code: event.code, reason: event.reason };
    });
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return { socket, received };
  }

  async function signedIn(staffId: string) {
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'auth', token: token('staff', staffId) }));
    await eventually(
      async () => (client.received.messages.some((m) => m.type === 'ready') ? true : undefined),
      'ready',
    );
    return client;
  }

  /** The event notification's outbox publishes for a stored staff notification. */
  function createdEvent(notification: StaffNotification) {
    return {
      messageId: randomUUID(),
      type: 'notification.staff-notification.created',
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: notification,
    };
  }

  async function publish(notification: StaffNotification): Promise<void> {
    await bus.publish(createdEvent(notification));
  }

  it('accepts a staff access token in the first message and answers ready', async () => {
    const staffId = randomUUID();
    const { received } = await signedIn(staffId);
    expect(received.messages[0]).toEqual({ type: 'ready', staffId });
    expect(received.closed).toBeUndefined();
  });

  it('closes a socket that does not authenticate in time (4401)', async () => {
    const { received } = await connect();
    const closed = await eventually(async () => received.closed, 'the close');
    expect(closed).toEqual({ code: 4401, reason: 'Veuillez vous connecter.' });
  });

  it('refuses a customer token (4403) and a forged or malformed one (4401)', async () => {
    const customer = await connect();
    customer.socket.send(JSON.stringify({ type: 'auth', token: token('customer') }));
    expect(await eventually(async () => customer.received.closed, 'close')).toEqual({
      code: 4403,
      reason: 'Accès refusé.',
    });

    const forged = await connect();
    const forgedToken = signAccessToken('someone-else-s-secret-0123456789abcdef', {
      sub: randomUUID(),
      kind: 'staff',
      role: 'admin',
      sid: randomUUID(),
    }).token;
    forged.socket.send(JSON.stringify({ type: 'auth', token: forgedToken }));
    expect((await eventually(async () => forged.received.closed, 'close')).code).toBe(4401);

    const garbage = await connect();
    garbage.socket.send('bonjour');
    expect((await eventually(async () => garbage.received.closed, 'close')).code).toBe(4400);
  });

  it('pushes a stored notification to the sockets of its staff member only', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const aliceTab1 = await signedIn(alice);
    const aliceTab2 = await signedIn(alice);
    const bobTab = await signedIn(bob);
    const stranger = await connect(); // connected, never authenticated

    const forAlice = notificationFor(alice);
    await publish(forAlice);
    for (const tab of [aliceTab1, aliceTab2]) {
      const pushed = await eventually(
        async () => tab.received.messages.find((m) => m.type === 'notification'),
        'the push to Alice',
      );
      expect(pushed).toEqual({ type: 'notification', notification: forAlice });
    }
    // Bob's own notification, published after Alice's, reaches Bob: had Alice's been sent to
    // him, it would have arrived first.
    const forBob = notificationFor(bob);
    await publish(forBob);
    await eventually(
      async () => (bobTab.received.messages.some((m) => m.type === 'notification') ? true : undefined),
      'the push to Bob',
    );
    expect(bobTab.received.messages.filter((m) => m.type === 'notification')).toEqual([
      { type: 'notification', notification: forBob },
    ]);
    expect(aliceTab1.received.messages.filter((m) => m.type === 'notification')).toHaveLength(1);
    expect(stranger.received.messages).toEqual([]);
  });

  it('pushes each notification of several stored together (one message from an outbox claim)', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const aliceTab = await signedIn(alice);
    const bobTab = await signedIn(bob);
    const stored = [notificationFor(alice), notificationFor(bob), notificationFor(alice)];
    await bus.publishBatch(stored.map(createdEvent));
    const pushedTo = (tab: typeof aliceTab) =>
      tab.received.messages.filter((m) => m.type === 'notification').map((m) => m.notification);
    await eventually(
      async () => (pushedTo(aliceTab).length === 2 ? true : undefined),
      'both pushes to Alice',
    );
    await eventually(async () => (pushedTo(bobTab).length === 1 ? true : undefined), 'the push to Bob');
    expect(pushedTo(aliceTab)).toEqual([stored[0], stored[2]]);
    expect(pushedTo(bobTab)).toEqual([stored[1]]);
  });

  it('keeps answering sockets alive across pings', async () => {
    const staffId = randomUUID();
    const client = await signedIn(staffId);
    // Several ping intervals (200 ms): the browser-like client answers each ping by itself.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(client.received.closed).toBeUndefined();
    await publish(notificationFor(staffId));
    await eventually(
      async () => (client.received.messages.some((m) => m.type === 'notification') ? true : undefined),
      'a push after the pings',
    );
  });
  it('refuses the token of a revoked session, and closes a socket whose session is revoked later', async () => {
    const revokedSid = randomUUID();
    await app.redis.set(revokedSessionKey(revokedSid), '1', 'EX', 60);
    const refused = await connect();
    refused.socket.send(JSON.stringify({ type: 'auth', token: token('staff', randomUUID(), revokedSid) }));
    expect((await eventually(async () => refused.received.closed, 'close')).code).toBe(4401);

    const sid = randomUUID();
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'auth', token: token('staff', randomUUID(), sid) }));
    await eventually(
      async () => (client.received.messages.some((m) => m.type === 'ready') ? true : undefined),
      'ready',
    );
    await app.redis.set(revokedSessionKey(sid), '1', 'EX', 60); // signed out elsewhere
    expect(await eventually(async () => client.received.closed, 'the close after the revocation')).toEqual({
      code: 4401,
      reason: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
  });

  it('closes the sockets of a revoked session within a second, pings or not, and only those', async () => {
    // Pings a minute apart: only the revocation sweep can close the socket in time.
    const quiet = await buildTestApp({ WS_PING_MS: '60000' });
    try {
      const address = await quiet.listen({ port: 0, host: '127.0.0.1' });
      const staffId = randomUUID();
      const sid = randomUUID();
      const open = async (session: string) => {
        const socket = new WebSocket(`${address.replace('http', 'ws')}/ws`);
        const received: Received = { messages: [] };
        socket.addEventListener('message', (event) => received.messages.push(JSON.parse(String(event.data))));
        socket.addEventListener('close', (event) => {
          received.closed = { code: event.code, reason: event.reason };
        });
        await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
        socket.send(JSON.stringify({ type: 'auth', token: token('staff', staffId, session) }));
        await eventually(
          async () => (received.messages.some((m) => m.type === 'ready') ? true : undefined),
          'ready',
        );
        return { socket, received };
      };
      // Two tabs of the signed-out session, one of another session of the same member.
      const [first, second, other] = await Promise.all([open(sid), open(sid), open(randomUUID())]);
      const revokedAt = Date.now();
      await quiet.redis.set(revokedSessionKey(sid), '1', 'EX', 60);
      await eventually(
        async () => (first.received.closed && second.received.closed ? true : undefined),
        'closes',
      );
      const closedWithin = Date.now() - revokedAt;
      expect(closedWithin).toBeLessThan(1000);
      expect(first.received.closed?.code).toBe(4401);
      expect(second.received.closed?.code).toBe(4401);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(other.received.closed).toBeUndefined();
      other.socket.close();
    } finally {
      await quiet.close();
    }
  });
});
