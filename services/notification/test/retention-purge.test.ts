import { randomUUID } from 'node:crypto';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { RETENTION_RULES } from '@courtage/contracts/privacy/retention';
import { listRetentionRuns } from '@courtage/contracts/privacy/retention-runs.rpc';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { RETENTION_QUEUE, RETENTION_SCHEDULER_ID } from '../src/jobs/retention-purge.ts';
import { ensureDatabase, ensureVhost, notificationEnv } from './support/test-env.ts';

// The notification service's nightly purge job driving a real offer service: a vhost, databases
// and a Redis database of this file alone.
const VHOST = 'courtage_test_retention';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const NOTIFICATION_DB = 'courtage_test_retention_notification';
const OFFER_DB = 'courtage_test_retention_offer';
const CRM_DB = 'courtage_test_retention_crm';
const SLOW = { timeoutMs: 30_000 };

describe('retention purge job (notification → offer, crm)', () => {
  let notification: ServiceProcess;
  let offer: ServiceProcess;
  let crm: ServiceProcess;
  let bus: Bus;
  let redis: Redis;
  let queue: Queue;
  let offerDb: pg.Pool;

  beforeAll(async () => {
    await Promise.all([
      ensureVhost(VHOST),
      ensureDatabase(NOTIFICATION_DB),
      ensureDatabase(OFFER_DB),
      ensureDatabase(CRM_DB),
    ]);
    offer = await startServiceProcess('services/offer/src/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AMQP_URL,
      DATABASE_URL: `postgres://${OFFER_DB}@127.0.0.1:5432/${OFFER_DB}`,
      OFFER_ENCRYPTION_KEY: 'd'.repeat(64),
    });
    crm = await startServiceProcess('services/crm/src/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AMQP_URL,
      DATABASE_URL: `postgres://${CRM_DB}@127.0.0.1:5432/${CRM_DB}`,
    });
    notification = await startServiceProcess(
      'services/notification/src/main.ts',
      notificationEnv({
        AMQP_URL,
        REDIS_URL,
        DATABASE_URL: `postgres://${NOTIFICATION_DB}@127.0.0.1:5432/${NOTIFICATION_DB}`,
      }),
    );
    bus = await createBus({ url: AMQP_URL, name: 'retention-test', logger: createLogger('t', 'silent') });
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(RETENTION_QUEUE, { connection: redis });
    offerDb = new pg.Pool({ connectionString: `postgres://${OFFER_DB}@127.0.0.1:5432/${OFFER_DB}`, max: 2 });
  }, 200_000);

  afterAll(async () => {
    await Promise.all([bus?.close(), queue?.close(), offerDb?.end()]);
    await redis?.quit();
    await Promise.all([notification?.stop(), offer?.stop(), crm?.stop()]);
  });

  it('schedules a nightly run; a run deletes the due prospect and is reported for the ops console', async () => {
    onTestFailed(() => console.error(notification.output(), offer.output()));
    const scheduler = await queue.getJobScheduler(RETENTION_SCHEDULER_ID);
    expect(scheduler?.pattern).toBe('30 3 * * *');
    expect(scheduler?.tz).toBe('Europe/Paris');

    const request = sampleComparisonRequest();
    request.credentials.email = `prospect-${randomUUID().slice(0, 8)}@example.fr`;
    const { comparisonId } = await bus.call(createOffer, request, SLOW);
    await offerDb.query(
      `UPDATE comparisons SET created_at = created_at - interval '3 years 1 day' WHERE id = $1`,
      [comparisonId],
    );
    await offerDb.query(
      `UPDATE offers SET updated_at = updated_at - interval '3 years 1 day' WHERE comparison_id = $1`,
      [comparisonId],
    );

    const admin = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'admin' }, ...SLOW };
    const before = (await bus.call(listRetentionRuns, { limit: 50 }, admin)).runs.length;
    // The scheduled job's worker takes this one as it would the nightly one.
    await queue.add('purge', {});
    const run = await eventually(
      async () => {
        const { runs } = await bus.call(listRetentionRuns, { limit: 50 }, admin);
        return runs.length > before ? runs[0] : undefined;
      },
      'a retention run',
      60_000,
    );
    expect(run.outcome).toBe('ok');
    const prospects = run.lines.find((l) => l.service === 'offer' && l.category === 'prospects');
    expect(prospects?.deleted).toBeGreaterThanOrEqual(1);
    expect(prospects?.label).toMatch(/^Prospects/);
    // The crm's purge ran in the same job, its lines labelled from the retention table.
    const crmLine = run.lines.find((l) => l.service === 'crm' && l.category === 'crmProspects');
    expect(crmLine?.label).toBe(RETENTION_RULES.crmProspects.label);
    const left = await offerDb.query('SELECT count(*)::int AS n FROM comparisons WHERE id = $1', [
      comparisonId,
    ]);
    expect(left.rows[0].n).toBe(0);
    expect((await bus.call(listRetentionRuns, { limit: 5 }, admin)).nextRunAt).not.toBeNull();
  }, 120_000);
});
