import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { AppError } from '@courtage/contracts/errors';
import { countMyUnreadNotifications } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import { listMyNotifications } from '@courtage/contracts/notification/list-my-notifications.rpc';
import { markAllMyNotificationsRead } from '@courtage/contracts/notification/mark-all-my-notifications-read.rpc';
import { markMyNotificationRead } from '@courtage/contracts/notification/mark-my-notification-read.rpc';
import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { NOTIFICATION_MESSAGES } from '@courtage/contracts/notification/staff-notification-counts';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp, TEST_AMQP_URL, testLogger } from '../support/test-app.ts';

// The notification service is stood in for on the gateway tests' vhost: these tests are about
// the routes (guard, query checks, the actor handed to the service, error mapping).
const alice = randomUUID();
const bearer = (sub: string, kind: 'staff' | 'customer') => ({
  authorization: `Bearer ${
    signAccessToken(DEV_ONLY_JWT_SECRET, {
      sub,
      kind,
      role: kind === 'staff' ? 'sub-admin' : 'customer',
      sid: randomUUID(),
    }).token
  }`,
});

const row = (staffId: string): StaffNotification => ({
  id: randomUUID(),
  staffId,
  kind: 'contact-message',
  title: 'Nouveau message de contact : Camille',
  body: 'Lyon : « Bonjour »',
  link: `/admin/contact-us-details/${randomUUID()}`,
  readAt: null,
  createdAt: new Date().toISOString(),
});

describe('/api/v1/notifications', () => {
  let app: FastifyInstance;
  let bus: Bus;
  const calls: { type: string; actorId?: string; data: unknown }[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    bus = await createBus({ url: TEST_AMQP_URL, name: 'gateway-notifications-test', logger: testLogger });
    const mine = row(alice);
    await bus.serve('notification', [
      rpcHandler(listMyNotifications, async (data, meta) => {
        calls.push({ type: 'list', actorId: meta.actor.id, data });
        return { rows: meta.actor.id === alice ? [mine] : [], nextCursor: null, total: 1 };
      }),
      rpcHandler(countMyUnreadNotifications, async (data, meta) => {
        calls.push({ type: 'count', actorId: meta.actor.id, data });
        return { unread: 1 };
      }),
      rpcHandler(markMyNotificationRead, async (data, meta) => {
        calls.push({ type: 'read', actorId: meta.actor.id, data });
        if (data.notificationId !== mine.id) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
        return { unread: 0 };
      }),
      rpcHandler(markAllMyNotificationsRead, async (data, meta) => {
        calls.push({ type: 'read-all', actorId: meta.actor.id, data });
        return { unread: 0 };
      }),
    ]);
  });

  afterAll(async () => {
    await bus?.close();
    await app?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers, remoteAddress: randomIp() });

  it('refuses a visitor (401) and a customer (403) on every route', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['POST', `/api/v1/notifications/${randomUUID()}/read`],
      ['POST', '/api/v1/notifications/read-all'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, bearer(randomUUID(), 'customer'))).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect(calls).toEqual([]);
  });

  it('hands the token’s staff member to the service, never one from the request', async () => {
    const list = await call('GET', '/api/v1/notifications?limit=10&unread=true', bearer(alice, 'staff'));
    expect(list.statusCode).toBe(200);
    expect(list.json().rows[0].staffId).toBe(alice);
    expect(calls.at(-1)).toEqual({
      type: 'list',
      actorId: alice,
      data: { filter: { unread: true }, sort: { field: 'createdAt', direction: 'desc' }, limit: 10 },
    });
    const count = await call('GET', '/api/v1/notifications/unread-count', bearer(alice, 'staff'));
    expect(count.json()).toEqual({ unread: 1 });
    expect((await call('POST', '/api/v1/notifications/read-all', bearer(alice, 'staff'))).json()).toEqual({
      unread: 0,
    });
    expect(calls.at(-1)).toMatchObject({ type: 'read-all', actorId: alice, data: {} });
  });

  it('answers 404 in French for a notification that is not the caller’s, 400 for a bad id or page size', async () => {
    const other = await call('POST', `/api/v1/notifications/${randomUUID()}/read`, bearer(alice, 'staff'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Cette notification n’existe pas.' });
    expect(
      (await call('POST', '/api/v1/notifications/pas-un-uuid/read', bearer(alice, 'staff'))).statusCode,
    ).toBe(400);
    const page = await call('GET', '/api/v1/notifications?limit=7', bearer(alice, 'staff'));
    expect(page.statusCode).toBe(400);
  });
});
