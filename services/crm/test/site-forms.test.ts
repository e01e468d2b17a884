import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { contactQuerySubmitted } from '@courtage/contracts/crm/contact-query-submitted.event';
import { quoteRequestSubmitted } from '@courtage/contracts/crm/quote-request-submitted.event';
import { sampleQuoteAnswers } from '@courtage/contracts/crm/test-quote-requests';
import type { EventDefinition } from '@courtage/contracts/define';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type ServiceWatch, startServiceWatch } from '@courtage/runtime/service-watch';
import { type EventObserver, observeEvents } from '@courtage/runtime/testing/event-observer';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SITE_FORMS } from '../src/site-forms/site-forms-subscription.ts';
import { crmEnv } from './support/test-env.ts';

const MAIN = 'services/crm/src/main.ts';
// The vhost and database of the quote-request tests (created by ensure-servers.sh): a crm of
// its own, whose outbox relay publishes only there.
const VHOST = 'courtage_test_crm_quotes';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${VHOST}`;
const logger = createLogger('crm-site-forms-test', 'silent');

const contactForm = (email: string) => ({
  name: 'Marie Dupont',
  email,
  phone: '0612345678',
  postalCode: '57000',
  city: 'Metz',
  message: 'Bonjour, je souhaite être rappelée pour une mutuelle familiale.',
  consent: true as const,
});

// The site's durable commands as the gateway publishes them (site-form-route.ts).
describe('crm: site forms as durable commands (crm.site-forms)', () => {
  let service: ServiceProcess | undefined;
  let gateway: Bus;
  let watch: ServiceWatch;
  let received: EventObserver;
  let pool: pg.Pool;

  function publish(def: EventDefinition, data: Record<string, unknown>, messageId = randomUUID()) {
    const occurredAt = new Date().toISOString();
    return gateway.publish({
      messageId,
      type: def.type,
      version: def.version,
      occurredAt,
      correlationId: randomUUID(),
      data: { ...data, submittedAt: occurredAt },
    });
  }
  const countOf = async (sql: string, value: string) =>
    Number((await pool.query(sql, [value])).rows[0]?.count ?? 0);

  beforeAll(async () => {
    await promisify(execFile)('rabbitmqctl', ['add_vhost', VHOST]).catch(() => undefined);
    await promisify(execFile)('rabbitmqctl', ['set_permissions', '-p', VHOST, 'guest', '.*', '.*', '.*']);
    // What the gateway does at start: the queue exists before crm ever consumed it.
    watch = await startServiceWatch({
      url: AMQP_URL,
      name: 'site-forms-test',
      logger,
      services: ['crm'],
      topology: [{ ...SITE_FORMS, events: [contactQuerySubmitted, quoteRequestSubmitted] }],
    });
    await eventually(async () => (watch.isTopologyReady() ? true : undefined), 'the site-forms queue');
    gateway = await createBus({ url: AMQP_URL, name: 'site-forms-test', logger });
    received = await observeEvents(AMQP_URL, 'crm.*.received');
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  }, 30_000);

  afterAll(async () => {
    await received?.close();
    await gateway?.close();
    await watch?.close();
    await pool?.end();
    if (service) expect(await service.stop()).toBe(0);
  });

  it('stores a form published while crm was down once it starts, once per request id', async () => {
    const email = `site-form-${randomUUID()}@example.fr`;
    const requestId = randomUUID();
    const duplicateMessage = randomUUID();
    await publish(contactQuerySubmitted, { ...contactForm(email), requestId }, duplicateMessage);
    // The same message delivered twice (inbox), and the submit retried (same request id).
    await publish(contactQuerySubmitted, { ...contactForm(email), requestId }, duplicateMessage);
    await publish(contactQuerySubmitted, { ...contactForm(email), requestId });
    // A prévoyance quote request with its answers, published while crm is down too.
    const quoteEmail = `site-quote-down-${randomUUID()}@example.fr`;
    const answers = sampleQuoteAnswers('assurance-de-personnes');
    await publish(quoteRequestSubmitted, {
      ...contactForm(quoteEmail),
      insuranceLine: 'assurance-de-personnes',
      answers,
      requestId: randomUUID(),
    });

    service = await startServiceProcess(MAIN, { ...crmEnv(), AMQP_URL, DATABASE_URL });
    onTestFailed(() => console.error(`--- output of ${MAIN} ---\n${service?.output()}`));
    await eventually(
      async () =>
        (await countOf('select count(*) from contact_queries where email = $1', email)) > 0
          ? true
          : undefined,
      'the stored contact query',
    );
    const rows = await pool.query('select * from contact_queries where email = $1', [email]);
    expect(rows.rows).toEqual([
      expect.objectContaining({ request_id: requestId, city: 'Metz', status: 'received' }),
    ]);
    // Its event once: the notification service emails the acknowledgement once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const events = received.received.filter((event) => (event.data as { email?: string }).email === email);
    expect(events.map((event) => event.type)).toEqual(['crm.contact-query.received']);
    const quotes = await pool.query(
      'select q.insurance_line, q.answers from quote_requests q join prospects p on p.id = q.prospect_id where p.email = $1',
      [quoteEmail],
    );
    expect(quotes.rows).toEqual([{ insurance_line: 'assurance-de-personnes', answers }]);
    const quoteEvents = received.received.filter(
      (event) => (event.data as { email?: string }).email === quoteEmail,
    );
    expect(quoteEvents.map((event) => (event.data as { answers?: unknown }).answers)).toEqual([answers]);
  }, 60_000);

  it('stores a quote request retried with the same request id once, with its prospect', async () => {
    const email = `site-quote-${randomUUID()}@example.fr`;
    const requestId = randomUUID();
    const form = {
      ...contactForm(email),
      insuranceLine: 'assurance-decennale',
      answers: sampleQuoteAnswers('assurance-decennale'),
      requestId,
    };
    await Promise.all([publish(quoteRequestSubmitted, form), publish(quoteRequestSubmitted, form)]);
    await eventually(
      async () =>
        (await countOf('select count(*) from quote_requests where request_id = $1', requestId)) > 0
          ? true
          : undefined,
      'the stored quote request',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await countOf('select count(*) from quote_requests where request_id = $1', requestId)).toBe(1);
    expect(await countOf('select count(*) from prospects where email = $1', email)).toBe(1);
    const events = received.received.filter((event) => (event.data as { email?: string }).email === email);
    expect(events.map((event) => event.type)).toEqual(['crm.quote-request.received']);
  }, 30_000);

  it('never stores a form that breaks its rules (the gateway is not trusted)', async () => {
    const email = `site-bad-${randomUUID()}@example.fr`;
    await publish(contactQuerySubmitted, { ...contactForm(email), phone: '0000', requestId: randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await countOf('select count(*) from contact_queries where email = $1', email)).toBe(0);
  });
});
