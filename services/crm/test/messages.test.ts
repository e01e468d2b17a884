import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { assignContactMessage } from '@courtage/contracts/crm/contact-messages/assign-contact-message.rpc';
import { getContactMessage } from '@courtage/contracts/crm/contact-messages/get-contact-message.rpc';
import { listContactMessages } from '@courtage/contracts/crm/contact-messages/list-contact-messages.rpc';
import { replyToContactMessage } from '@courtage/contracts/crm/contact-messages/reply-contact-message.rpc';
import { setContactMessageStatus } from '@courtage/contracts/crm/contact-messages/set-contact-message-status.rpc';
import { createContactQuery } from '@courtage/contracts/crm/create-contact-query.rpc';
import { answerUserQuery } from '@courtage/contracts/crm/user-queries/answer-user-query.rpc';
import { askUserQuery } from '@courtage/contracts/crm/user-queries/ask-user-query.rpc';
import { listMyUserQueries } from '@courtage/contracts/crm/user-queries/list-my-user-queries.rpc';
import { listUserQueries } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import type { Actor } from '@courtage/contracts/define';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type EventObserver, observeEvents } from '@courtage/runtime/testing/event-observer';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { crmEnv } from './support/test-env.ts';

const MAIN = 'services/crm/src/main.ts';
// Own vhost and database: this test answers auth's staff-recipients RPC itself, which must not
// race with a real auth service of a test-profile stack on the shared vhost.
const VHOST = 'courtage_test_crm_messages';
const DATABASE = 'courtage_test_crm_messages';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;

const broker = { id: randomUUID(), name: 'Claire Martin', email: 'claire@example.fr' };
const disabledStaffId = randomUUID();
const staff: Actor = { kind: 'admin', id: broker.id, role: 'sub-admin' };
const customerId = randomUUID();
const customer: Actor = { kind: 'customer', id: customerId, role: 'customer' };

async function createDatabaseIfMissing(): Promise<void> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rows.length === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

describe('crm service: contact messages and customers’ questions', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let authBus: Bus;
  let pool: pg.Pool;
  let observer: EventObserver;

  beforeAll(async () => {
    const run = promisify(execFile);
    await run('rabbitmqctl', ['add_vhost', VHOST]).catch(() => undefined);
    await run('rabbitmqctl', ['set_permissions', '-p', VHOST, 'guest', '.*', '.*', '.*']).catch(
      () => undefined,
    );
    await createDatabaseIfMissing();
    const logger = createLogger('test', 'silent');
    // auth's part: one active broker; the disabled one is not returned.
    authBus = await createBus({ url: AMQP_URL, name: 'auth-test', logger });
    await authBus.serve('auth', [
      rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
        staff: (staffIds ?? [broker.id]).includes(broker.id) ? [broker] : [],
      })),
    ]);
    service = await startServiceProcess(MAIN, { ...crmEnv(), AMQP_URL, DATABASE_URL });
    bus = await createBus({ url: AMQP_URL, name: 'crm-test', logger });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
    observer = await observeEvents(AMQP_URL, 'crm.#');
  }, 30_000);

  afterAll(async () => {
    await observer?.close();
    await bus?.close();
    await authBus?.close();
    await pool?.end();
    if (service) expect(await service.stop()).toBe(0);
  });

  function printOutputOnFailure(): void {
    onTestFailed(() => console.error(`--- output of ${MAIN} ---\n${service.output()}`));
  }

  async function newContactMessage(name: string): Promise<string> {
    const created = await bus.call(createContactQuery, {
      name,
      email: `visiteur-${randomUUID()}@example.fr`,
      postalCode: '75011',
      city: 'Paris 11e Arrondissement',
      message: 'Bonjour, je voudrais une mutuelle pour deux adultes.',
      consent: true,
    });
    return created.id;
  }

  it('lists messages by keyset pages, with the total, for staff only', async () => {
    printOutputOnFailure();
    const marker = `Liste ${randomUUID().slice(0, 8)}`;
    const ids = [];
    for (let index = 10; index < 22; index++) ids.push(await newContactMessage(`${marker} ${index}`));
    const request = {
      filter: { q: marker },
      sort: { field: 'createdAt' as const, direction: 'desc' as const },
      limit: 10 as const,
    };
    const first = await bus.call(listContactMessages, { ...request, limit: 10 }, { actor: staff });
    expect(first.total).toBe(12);
    expect(first.rows.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.nextCursor).not.toBeNull();

    // Pages of 10 then 2 by name: every row once, in order, across the page boundary.
    const byName = { ...request, sort: { field: 'name' as const, direction: 'asc' as const } };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await bus.call(
        listContactMessages,
        { ...byName, ...(cursor ? { cursor } : {}) },
        { actor: staff },
      );
      seen.push(...page.rows.map((row) => row.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, index) => `${marker} ${index + 10}`));

    expect(await rejection(bus.call(listContactMessages, request, { actor: customer }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('assigns, replies (event with the text, audited) and closes a message', async () => {
    printOutputOnFailure();
    const contactId = await newContactMessage('Éloïse Dupont');
    const assigned = await bus.call(
      assignContactMessage,
      { contactId, assigneeId: broker.id },
      { actor: staff },
    );
    expect(assigned).toMatchObject({ status: 'in_progress', assignee: { id: broker.id, name: broker.name } });
    expect(
      await rejection(
        bus.call(assignContactMessage, { contactId, assigneeId: disabledStaffId }, { actor: staff }),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'assigneeId' }] });

    const reply = await bus.call(
      replyToContactMessage,
      { contactId, body: 'Bonjour, nous vous rappelons demain matin.' },
      { actor: staff },
    );
    expect(reply.author).toEqual({ id: broker.id, name: broker.name });
    expect(
      await rejection(bus.call(replyToContactMessage, { contactId, body: '   ' }, { actor: staff })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
    });

    await bus.call(setContactMessageStatus, { contactId, status: 'done' }, { actor: staff });
    const detail = await bus.call(getContactMessage, { contactId }, { actor: staff });
    expect(detail.message).toMatchObject({ status: 'done', replyCount: 1 });
    expect(detail.replies.map((item) => item.body)).toEqual(['Bonjour, nous vous rappelons demain matin.']);
    expect(detail.history.map((entry) => entry.action)).toEqual([
      'contact-message.status-changed',
      'contact-message.replied',
      'contact-message.assigned',
    ]);
    expect(detail.history[0]?.actorId).toBe(broker.id);

    const event = await eventually(
      async () =>
        observer.received.find(
          (received) =>
            received.type === 'crm.contact-message.replied' &&
            (received.data as { replyId: string }).replyId === reply.id,
        ),
      'crm.contact-message.replied',
    );
    expect(event.data).toMatchObject({
      contactId,
      reply: 'Bonjour, nous vous rappelons demain matin.',
      authorName: broker.name,
    });
    expect(
      await rejection(bus.call(getContactMessage, { contactId: randomUUID() }, { actor: staff })),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a customer asks; staff answer; the customer reads the answer, and nobody else’s question', async () => {
    printOutputOnFailure();
    const asker = { id: customerId, name: 'Jean Dupont', email: `jean-${randomUUID()}@example.fr` };
    const asked = await bus.call(
      askUserQuery,
      { query: 'Mon contrat couvre-t-il les lunettes ?', customer: asker },
      { actor: customer },
    );
    expect(asked.status).toBe('pending');
    // Asking in someone else's name is refused.
    expect(
      await rejection(
        bus.call(
          askUserQuery,
          { query: 'Une question au nom d’un autre.', customer: { ...asker, id: randomUUID() } },
          { actor: customer },
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    await eventually(
      async () =>
        observer.received.find(
          (received) =>
            received.type === 'crm.user-query.asked' && (received.data as { id: string }).id === asked.id,
        ),
      'crm.user-query.asked',
    );

    const staffList = await bus.call(
      listUserQueries,
      { filter: { q: asker.email }, sort: { field: 'createdAt', direction: 'desc' }, limit: 10 },
      { actor: staff },
    );
    expect(staffList.rows).toEqual([
      expect.objectContaining({ id: asked.id, userName: 'Jean Dupont', status: 'pending' }),
    ]);

    const answered = await bus.call(
      answerUserQuery,
      { queryId: asked.id, feedback: 'Oui, à hauteur de 150 € par an.' },
      { actor: staff },
    );
    expect(answered).toMatchObject({
      status: 'answered',
      feedback: 'Oui, à hauteur de 150 € par an.',
      feedbackBy: broker.name,
    });
    await eventually(
      async () =>
        observer.received.find(
          (received) =>
            received.type === 'crm.user-query.answered' && (received.data as { id: string }).id === asked.id,
        ),
      'crm.user-query.answered',
    );

    const mine = await bus.call(
      listMyUserQueries,
      { filter: {}, sort: { field: 'createdAt', direction: 'desc' }, limit: 10 },
      { actor: customer },
    );
    expect(mine.rows.find((row) => row.id === asked.id)).toMatchObject({
      feedback: 'Oui, à hauteur de 150 € par an.',
    });
    const someoneElse = await bus.call(
      listMyUserQueries,
      { filter: {}, sort: { field: 'createdAt', direction: 'desc' }, limit: 10 },
      { actor: { kind: 'customer', id: randomUUID(), role: 'customer' } },
    );
    expect(someoneElse.rows).toEqual([]);
    expect(
      await rejection(
        bus.call(
          listUserQueries,
          { filter: {}, sort: { field: 'createdAt', direction: 'desc' }, limit: 10 },
          { actor: customer },
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
