import { randomUUID } from 'node:crypto';
import type { StaffRecipient } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { countMyUnreadNotifications } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import { listMyNotifications } from '@courtage/contracts/notification/list-my-notifications.rpc';
import { markAllMyNotificationsRead } from '@courtage/contracts/notification/mark-all-my-notifications-read.rpc';
import { markMyNotificationRead } from '@courtage/contracts/notification/mark-my-notification-read.rpc';
import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { parisDate } from '@courtage/contracts/offer/dates';
import type { OfferAssignedData, OfferStateChangedData } from '@courtage/contracts/offer/events';
import { type Bus, createBus, type EventEnvelope } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type EventObserver, observeEvents } from '@courtage/runtime/testing/event-observer';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { contactQueryReceivedEvent } from './support/contact-query-event.ts';
import { assertMaildevRunning, isAddressedTo, listEmails } from './support/maildev.ts';
import { serveStaffRoster } from './support/staff-stub.ts';
import { AMQP_URL, DATABASE_URL, ensureVhost, notificationEnv, REDIS_URL } from './support/test-env.ts';

const MAIN = 'services/notification/src/main.ts';

/** Correlation ids of the events this file publishes (see serveStaffRoster). */
const published = new Set<string>();

function envelope<D>(type: string, data: D): EventEnvelope<D> {
  const correlationId = randomUUID();
  published.add(correlationId);
  return {
    messageId: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId,
    data,
  };
}

function confirmed(offerId = randomUUID()): EventEnvelope<OfferStateChangedData> {
  return envelope('offer.offer.confirmed', {
    offerId,
    comparisonId: randomUUID(),
    from: 'proposed',
    to: 'confirmed',
    at: new Date().toISOString(),
    dateSlot: '2026-12-01',
    timeSlot: '10:00',
  });
}

/** `HH:MM` in Paris, `minutes` from now. */
function parisTimeIn(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return { date: parisDate(at), time };
}

function assigned(offerId: string, assigneeId: string | null, slot: { date: string; time: string }) {
  // `as`: the contract gains fields while the offers engineer works; the event carries them all.
  const data = {
    offerId,
    state: 'confirmed',
    comparisonId: randomUUID(),
    assigneeId,
    assigneeName: null,
    assignedBy: null,
    at: new Date().toISOString(),
    dateSlot: slot.date,
    timeSlot: slot.time,
    offer: {
      provider: { code: 'acme', name: 'Acme Santé' },
      plan: { id: randomUUID(), code: 'p', name: 'Plan' },
      formula: { id: randomUUID(), code: 'f', name: 'Confort' },
      insuranceLine: 'sante',
      monthlyPrice: 50,
      yearlyPrice: 600,
      startDate: '2027-01-01',
      createdAt: new Date().toISOString(),
      contact: {
        firstName: 'Jeanne',
        lastName: 'Martin',
        email: 'jeanne@example.fr',
        phoneNumber: '0612345678',
        postalCode: '69003',
        city: 'Lyon',
      },
    },
  } as OfferAssignedData;
  return envelope('offer.offer.assigned', data);
}

describe('notification service: staff notifications and reminders', () => {
  let bus: Bus;
  let pool: pg.Pool;
  let service: ServiceProcess;
  let observer: EventObserver;
  let roster: StaffRecipient[];
  let redis: Redis;
  let reminders: Queue;

  const as = (staff: StaffRecipient) => ({ actor: { kind: 'admin' as const, id: staff.id, role: 'admin' } });
  const pushedFor = (sourceRows: StaffNotification[]) =>
    observer.received.filter((e) => sourceRows.some((row) => row.id === (e.data as StaffNotification).id));

  async function rowsOf(link: string): Promise<StaffNotification[]> {
    const { rows } = await pool.query(
      'SELECT id, staff_id AS "staffId" FROM staff_notifications WHERE link = $1 ORDER BY staff_id',
      [link],
    );
    return rows as StaffNotification[];
  }

  beforeAll(async () => {
    await assertMaildevRunning();
    await ensureVhost();
    bus = await createBus({
      url: AMQP_URL,
      name: 'notification-staff-test',
      logger: createLogger('t', 'silent'),
    });
    roster = await serveStaffRoster(bus, (correlationId) => published.has(correlationId));
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
    observer = await observeEvents(AMQP_URL, 'notification.staff-notification.created');
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    reminders = new Queue('staff-reminders', { connection: redis });
    service = await startServiceProcess(MAIN, notificationEnv({ STAFF_EMAIL: roster[0]!.email }));
  });

  beforeEach(() => {
    onTestFailed(() => console.error(`--- ${MAIN} ---\n${service.output()}`));
  });

  afterAll(async () => {
    await service?.stop();
    await observer?.close();
    await reminders?.close();
    await redis?.quit();
    await bus?.close();
    await pool?.end();
  });

  it('stores a confirmed call-back once per active staff member and pushes exactly what it stored', async () => {
    const event = confirmed();
    const link = `/admin/offer-details/${event.data.offerId}`;
    await bus.publish(event);
    const stored = await eventually(async () => {
      const rows = await rowsOf(link);
      return rows.length === 2 ? rows : undefined;
    }, 'a notification for each staff member');
    expect(stored.map((row) => row.staffId).sort()).toEqual(roster.map((s) => s.id).sort());
    const pushed = await eventually(async () => {
      const events = pushedFor(stored);
      return events.length === 2 ? events : undefined;
    }, 'one event per stored notification');
    const first = pushed[0]!.data as StaffNotification;
    expect(first).toMatchObject({
      kind: 'callback-confirmed',
      title: 'Nouveau rappel demandé',
      readAt: null,
      link,
    });
    expect(first.body).toContain('le 01/12/2026 à 10:00');

    // The same event again (a redelivery), then another one: the first stays stored once.
    await bus.publish(event);
    const next = contactQueryReceivedEvent({});
    published.add(next.correlationId);
    await bus.publish(next);
    const nextLink = `/admin/contact-us-details/${next.data.id}`;
    await eventually(
      async () => ((await rowsOf(nextLink)).length === 2 ? true : undefined),
      'the next event',
    );
    expect(await rowsOf(link)).toHaveLength(2);
    expect(pushedFor(stored)).toHaveLength(2);
  });

  it('lists, counts and marks read only the caller’s own notifications', async () => {
    const [alice, bob] = roster as [StaffRecipient, StaffRecipient];
    const event = confirmed();
    await bus.publish(event);
    const link = `/admin/offer-details/${event.data.offerId}`;
    await eventually(async () => ((await rowsOf(link)).length === 2 ? true : undefined), 'stored');

    const page = await bus.call(
      listMyNotifications,
      { filter: { unread: true }, sort: { field: 'createdAt', direction: 'desc' }, limit: 10 },
      as(alice),
    );
    expect(page.rows.every((row) => row.staffId === alice.id && row.readAt === null)).toBe(true);
    expect(page.rows[0]?.link).toBe(link);
    const { unread } = await bus.call(countMyUnreadNotifications, {}, as(alice));
    expect(unread).toBe(page.total);
    expect(unread).toBeGreaterThanOrEqual(3);

    // Keyset pages: 1 + 1 + ... never repeat a row.
    const first = await bus.call(
      listMyNotifications,
      { filter: {}, sort: { field: 'createdAt', direction: 'desc' }, limit: 10 },
      as(alice),
    );
    const rows = [...first.rows];
    let cursor = first.nextCursor;
    while (cursor) {
      const more = await bus.call(
        listMyNotifications,
        { filter: {}, sort: { field: 'createdAt', direction: 'desc' }, limit: 10, cursor },
        as(alice),
      );
      rows.push(...more.rows);
      cursor = more.nextCursor;
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(first.total);

    const mine = page.rows[0]!;
    expect(await bus.call(markMyNotificationRead, { notificationId: mine.id }, as(alice))).toEqual({
      unread: unread - 1,
    });
    // Bob cannot read or mark Alice's.
    expect(
      (await rejection(bus.call(markMyNotificationRead, { notificationId: mine.id }, as(bob)))).code,
    ).toBe('NOT_FOUND');
    const bobUnread = (await bus.call(countMyUnreadNotifications, {}, as(bob))).unread;
    expect(await bus.call(markAllMyNotificationsRead, {}, as(alice))).toEqual({ unread: 0 });
    expect((await bus.call(countMyUnreadNotifications, {}, as(bob))).unread).toBe(bobUnread);
    // A customer (or a visitor) has no notifications.
    expect(
      (
        await rejection(
          bus.call(countMyUnreadNotifications, {}, { actor: { kind: 'customer', id: alice.id } }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('emails the assigned broker, moves the 15-minute reminder on re-assignment, removes it on cancellation', async () => {
    const [alice, bob] = roster as [StaffRecipient, StaffRecipient];
    const offerId = randomUUID();
    const slot = { date: '2030-03-05', time: '10:00' };
    await bus.publish(assigned(offerId, alice.id, slot));
    const job = await eventually(
      async () => (await reminders.getJob(`callback.${offerId}`)) ?? undefined,
      'job',
    );
    expect(job.data).toMatchObject({ kind: 'callback-reminder', assigneeId: alice.id });
    // 10:00 Paris on 5 March 2030 is 09:00 UTC; the reminder is at 08:45 UTC.
    expect(job.timestamp + (job.opts.delay ?? 0)).toBeGreaterThanOrEqual(
      Date.parse('2030-03-05T08:45:00Z') - 1000,
    );
    expect(job.timestamp + (job.opts.delay ?? 0)).toBeLessThanOrEqual(
      Date.parse('2030-03-05T08:45:00Z') + 1000,
    );
    await eventually(
      async () =>
        (await listEmails()).find(
          (e) =>
            isAddressedTo(e, alice.email) && e.subject === 'Rappel client à effectuer le 05/03/2030 à 10:00',
        ),
      'the assignment email',
    );

    await bus.publish(assigned(offerId, bob.id, slot));
    await eventually(async () => {
      const moved = await reminders.getJob(`callback.${offerId}`);
      return moved?.data.assigneeId === bob.id ? moved : undefined;
    }, 'the reminder moved to Bob');
    expect(await reminders.getDelayedCount()).toBeGreaterThanOrEqual(1);

    await bus.publish(
      envelope('offer.offer.cancelled', {
        offerId,
        comparisonId: randomUUID(),
        from: 'confirmed',
        to: 'cancelled',
        at: new Date().toISOString(),
      }),
    );
    await eventually(
      async () => ((await reminders.getJob(`callback.${offerId}`)) ? undefined : true),
      'the reminder removed',
    );
  });

  it('sends the reminder when its time comes (a slot 10 minutes away: due at once)', async () => {
    const [alice] = roster as [StaffRecipient];
    const offerId = randomUUID();
    const slot = parisTimeIn(10);
    await bus.publish(assigned(offerId, alice.id, slot));
    const reminder = await eventually(
      async () =>
        (await listEmails()).find(
          (e) => isAddressedTo(e, alice.email) && e.subject.startsWith('Dans 15 minutes'),
        ),
      'the reminder email',
    );
    expect(reminder.text).toContain(`/admin/offer-details/${offerId}`);
    expect(await reminders.getJob(`callback.${offerId}`)).toBeUndefined();
  });
  it('reminds a task’s assignee when it falls due (notification, push, email); rescheduling moves it, cancelling removes it', async () => {
    const [alice, bob] = roster as [StaffRecipient, StaffRecipient];
    const taskId = randomUUID();
    const title = `Relancer la société ${taskId.slice(0, 6)}`;
    const scheduled = (dueAt: Date) =>
      envelope('crm.task.scheduled', { taskId, title, dueAt: dueAt.toISOString(), assigneeId: alice.id });

    // Far away first, then moved to 1.5 s from now: one job, at the new time.
    await bus.publish(scheduled(new Date(Date.now() + 3_600_000)));
    await eventually(async () => (await reminders.getJob(`task.${taskId}`)) ?? undefined, 'the task job');
    await bus.publish(scheduled(new Date(Date.now() + 1_500)));
    const stored = await eventually(async () => {
      const { rows } = await pool.query(
        'SELECT id, staff_id AS "staffId", title FROM staff_notifications WHERE kind = \'task-due\' AND title LIKE $1',
        [`%${title}`],
      );
      return rows.length > 0 ? (rows as StaffNotification[]) : undefined;
    }, 'the task-due notification');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.staffId).toBe(alice.id);
    await eventually(async () => (pushedFor(stored).length === 1 ? true : undefined), 'its push');
    await eventually(
      async () =>
        (await listEmails()).find(
          (e) => isAddressedTo(e, alice.email) && e.subject === `Tâche à échéance : ${title}`,
        ),
      'the task reminder email',
    );
    expect(
      (await listEmails()).filter((e) => isAddressedTo(e, bob.email) && e.subject.includes(title)),
    ).toEqual([]);

    // Cancelled before it falls due: no job left.
    const other = randomUUID();
    await bus.publish(
      envelope('crm.task.scheduled', {
        taskId: other,
        title,
        dueAt: new Date(Date.now() + 3_600_000).toISOString(),
        assigneeId: bob.id,
      }),
    );
    await eventually(async () => (await reminders.getJob(`task.${other}`)) ?? undefined, 'the other job');
    await bus.publish(envelope('crm.task.cancelled', { taskId: other }));
    await eventually(async () => ((await reminders.getJob(`task.${other}`)) ? undefined : true), 'removed');
  });

  it('tells every staff member about a quote request, with a link to the quotes', async () => {
    const event = envelope('crm.quote-request.received', {
      id: randomUUID(),
      prospectId: randomUUID(),
      name: 'Boulangerie Durand',
      email: 'contact@boulangerie-durand.fr',
      postalCode: '69003',
      city: 'Lyon',
      insuranceLine: 'prevoyance',
      message: `Devis pour 4 salariés ${randomUUID()}`,
      createdAt: new Date().toISOString(),
    });
    await bus.publish(event);
    const { rows } = await eventually(async () => {
      const result = await pool.query('SELECT title, link FROM staff_notifications WHERE body LIKE $1', [
        `%${event.data.message}%`,
      ]);
      return result.rows.length === 2 ? result : undefined;
    }, 'the quote request stored for both');
    expect(rows[0]).toEqual({
      title: 'Nouvelle demande de devis : Boulangerie Durand',
      link: '/admin/devis',
    });
  });

  it('tells every staff member about a customer’s question', async () => {
    const event = envelope('crm.user-query.asked', {
      id: randomUUID(),
      customerId: randomUUID(),
      userName: 'Marc Petit',
      userEmail: 'marc.petit@example.fr',
      query: `Mes lunettes sont-elles remboursées ? ${randomUUID()}`,
      createdAt: new Date().toISOString(),
    });
    await bus.publish(event);
    const { rows } = await eventually(async () => {
      const result = await pool.query(
        'SELECT staff_id, title, body FROM staff_notifications WHERE body LIKE $1',
        [`%${event.data.query}%`],
      );
      return result.rows.length === 2 ? result : undefined;
    }, 'the question stored for both');
    expect(rows[0]?.title).toBe('Nouvelle question d’un client : Marc Petit');
  });
});
