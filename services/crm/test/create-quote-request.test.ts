import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { createQuoteRequest } from '@courtage/contracts/crm/create-quote-request.rpc';
import { sampleQuoteAnswers } from '@courtage/contracts/crm/test-quote-requests';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { crmEnv } from './support/test-env.ts';

const MAIN = 'services/crm/src/main.ts';
// A vhost and a database of its own: on the shared vhost a test-profile stack running older crm
// code could answer this RPC with "unknown RPC", and on the shared database this process's outbox
// relay would publish other test files' events to this vhost, where they would never be seen.
const VHOST = 'courtage_test_crm_quotes';
const DATABASE = 'courtage_test_crm_quotes';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;

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

const request = (email: string, insuranceLine = 'assurance-decennale') => ({
  name: '  Paul Maçon ',
  email,
  phone: '06 12 34 56 78',
  postalCode: '75011',
  city: 'Paris 11e Arrondissement',
  message: 'Demande de devis : Assurance décennale. Gros œuvre, 3 salariés.',
  consent: true as const,
  insuranceLine,
  answers: sampleQuoteAnswers(insuranceLine),
});

describe('crm service: crm.create-quote-request', () => {
  let service: ServiceProcess;
  let bus: Bus;
  let pool: pg.Pool;

  beforeAll(async () => {
    await promisify(execFile)('rabbitmqctl', ['add_vhost', VHOST]).catch(() => undefined);
    await promisify(execFile)('rabbitmqctl', [
      'set_permissions',
      '-p',
      VHOST,
      'guest',
      '.*',
      '.*',
      '.*',
    ]).catch(() => undefined);
    await createDatabaseIfMissing();
    service = await startServiceProcess(MAIN, { ...crmEnv(), AMQP_URL, DATABASE_URL });
    bus = await createBus({ url: AMQP_URL, name: 'crm-quote-test', logger: createLogger('test', 'silent') });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  }, 30_000);

  afterAll(async () => {
    await bus?.close();
    await pool?.end();
    if (service) expect(await service.stop()).toBe(0);
  });

  it('stores a prospect (one per e-mail) and each of their quote requests', async () => {
    onTestFailed(() => console.error(`--- output of ${MAIN} ---\n${service.output()}`));
    const email = `Prospect-${randomUUID()}@Example.fr`;
    const first = await bus.call(createQuoteRequest, request(email));
    expect(first).toEqual({
      id: expect.any(String),
      prospectId: expect.any(String),
      status: 'received',
      createdAt: expect.any(String),
    });
    const second = await bus.call(
      createQuoteRequest,
      request(email.toUpperCase(), 'multirisque-professionnelle'),
    );
    expect(second.prospectId).toBe(first.prospectId);

    const prospects = await pool.query('select * from prospects where id = $1', [first.prospectId]);
    expect(prospects.rows).toEqual([
      expect.objectContaining({
        name: 'Paul Maçon',
        email: email.toLowerCase(),
        phone: '0612345678',
        postal_code: '75011',
      }),
    ]);
    const quotes = await pool.query(
      'select insurance_line, status, answers from quote_requests where prospect_id = $1 order by created_at',
      [first.prospectId],
    );
    expect(quotes.rows).toEqual([
      {
        insurance_line: 'assurance-decennale',
        status: 'received',
        answers: sampleQuoteAnswers('assurance-decennale'),
      },
      {
        insurance_line: 'multirisque-professionnelle',
        status: 'received',
        answers: sampleQuoteAnswers('multirisque-professionnelle'),
      },
    ]);
  });

  it('answers VALIDATION_FAILED in French and stores nothing', async () => {
    const email = `refus-${randomUUID()}@example.fr`;
    await expect(bus.call(createQuoteRequest, { ...request(email), phone: '12' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const noAnswers = {
      ...request(email),
      answers: { ...sampleQuoteAnswers('assurance-decennale'), trade: '' },
    };
    await expect(bus.call(createQuoteRequest, noAnswers)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'answers.trade', message: 'Choisissez votre corps de métier.' }],
    });
    const stored = await pool.query('select 1 from prospects where email = $1', [email]);
    expect(stored.rows).toHaveLength(0);
  });
});
