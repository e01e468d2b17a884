import { randomUUID } from 'node:crypto';
import { createContactQuery } from '@courtage/contracts/crm/create-contact-query.rpc';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type EventObserver, observeEvents } from '@courtage/runtime/testing/event-observer';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { AMQP_URL, crmEnv, DATABASE_URL } from './support/test-env.ts';

const MAIN = 'services/crm/src/main.ts';

describe('crm service: crm.create-contact-query', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let pool: pg.Pool;
  let observer: EventObserver;

  beforeAll(async () => {
    service = await startServiceProcess(MAIN, crmEnv());
    bus = await createBus({ url: AMQP_URL, name: 'crm-test', logger: createLogger('test', 'silent') });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
    observer = await observeEvents(AMQP_URL, 'crm.contact-query.received');
  }, 30_000);

  afterAll(async () => {
    await observer?.close();
    await bus?.close();
    await pool?.end();
    if (service) expect(await service.stop()).toBe(0);
  });

  function printOutputOnFailure(): void {
    onTestFailed(() => console.error(`--- output of ${MAIN} ---\n${service.output()}`));
  }

  it('stores the query and emits crm.contact-query.received exactly once', async () => {
    printOutputOnFailure();
    const email = `visiteur-${randomUUID()}@example.fr`;
    const correlationId = randomUUID();
    const reply = await bus.call(
      createContactQuery,
      {
        name: '  Éloïse Dupont ',
        email,
        phone: '06 12 34 56 78',
        postalCode: '75011',
        city: 'Paris 11e Arrondissement',
        message: 'Bonjour, je voudrais une mutuelle pour deux adultes.',
        consent: true,
      },
      { correlationId },
    );
    expect(reply).toEqual({ id: expect.any(String), status: 'received', createdAt: expect.any(String) });

    const { rows } = await pool.query('select * from contact_queries where id = $1', [reply.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Éloïse Dupont',
      email,
      phone: '0612345678',
      postal_code: '75011',
      city: 'Paris 11e Arrondissement',
      message: 'Bonjour, je voudrais une mutuelle pour deux adultes.',
      status: 'received',
      admin_feedback: null,
    });
    expect(rows[0].created_at.toISOString()).toBe(reply.createdAt);

    const published = await eventually(async () => {
      const result = await pool.query("select message_id, published_at from outbox where data->>'id' = $1", [
        reply.id,
      ]);
      return result.rows.length === 1 && result.rows[0].published_at ? result.rows[0] : undefined;
    }, 'the outbox row to be published');
    // A process of another stack on the same database but another vhost could relay it elsewhere.
    onTestFailed(() => console.error('outbox row', published, 'events observed', observer.received));
    const event = await eventually(
      async () => observer.received.find((received) => received.messageId === published.message_id),
      'the event on the bus',
    );
    expect(event).toEqual({
      messageId: published.message_id,
      type: 'crm.contact-query.received',
      version: 1,
      occurredAt: expect.any(String),
      correlationId,
      data: {
        id: reply.id,
        name: 'Éloïse Dupont',
        email,
        phone: '0612345678',
        postalCode: '75011',
        city: 'Paris 11e Arrondissement',
        message: 'Bonjour, je voudrais une mutuelle pour deux adultes.',
        createdAt: reply.createdAt,
      },
    });
    const forThisQuery = observer.received.filter(
      (received) => (received.data as { id: string }).id === reply.id,
    );
    expect(forThisQuery).toHaveLength(1);
  });

  it('answers VALIDATION_FAILED with French field errors and stores nothing', async () => {
    printOutputOnFailure();
    const email = `pas-un-email-${randomUUID()}@localhost`;
    await expect(
      bus.call(createContactQuery, {
        name: 'Jean Martin',
        email,
        postalCode: '75011',
        city: 'Paris 11e Arrondissement',
        message: 'Bonjour, un message assez long.',
        consent: true,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      details: [{ field: 'email', message: 'Adresse e-mail invalide.' }],
    });

    const stored = await pool.query('select 1 from contact_queries where email = $1', [email]);
    expect(stored.rows).toHaveLength(0);
    const queued = await pool.query("select 1 from outbox where data->>'email' = $1", [email]);
    expect(queued.rows).toHaveLength(0);
  });
});
