import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Actor } from '@courtage/contracts/define';
import { listFailedEmails } from '@courtage/contracts/ops/list-failed-emails.rpc';
import { OPS_RPCS } from '@courtage/contracts/ops/ops-rpcs';
import { retryFailedEmail } from '@courtage/contracts/ops/retry-failed-email.rpc';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import {
  freePort,
  type ServiceProcess,
  startServiceProcess,
} from '@courtage/runtime/testing/service-process';
import amqp from 'amqplib';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { contactQueryReceivedEvent } from './support/contact-query-event.ts';
import { assertMaildevRunning, isAddressedTo, listEmails } from './support/maildev.ts';
import { notificationEnv, runId } from './support/test-env.ts';

const run = promisify(execFile);
const MAIN = 'services/notification/src/main.ts';
// A vhost and a Redis database of this file alone: the other notification tests' processes
// (another vhost, Redis 3) must not take these jobs and messages, nor this file's theirs.
const VHOST = 'courtage_test_ops';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const REDIS_URL = 'redis://127.0.0.1:6379/7';
// And a database of its own: a service's outbox relay publishes every unpublished row of its
// database, so a process on the shared test database would publish other tests' events here.
const DATABASE_NAME = 'courtage_test_ops_notification';
const DATABASE_URL = `postgres://${DATABASE_NAME}@127.0.0.1:5432/${DATABASE_NAME}`;

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [DATABASE_NAME]);
    if (role.rowCount === 0) await admin.query(`CREATE ROLE ${DATABASE_NAME} LOGIN`);
    const db = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (db.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME} OWNER ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
}
const DLQ = 'notification.contact-query-emails.dlq';
const admin: Actor = { kind: 'admin', id: randomUUID(), role: 'admin' };

describe('ops console: the notification service’s dead letters and failed emails', () => {
  let bus: Bus;
  let pool: pg.Pool;
  let redis: Redis;
  let emails: Queue;
  const running = new Set<ServiceProcess>();

  beforeAll(async () => {
    await assertMaildevRunning();
    await ensureDatabase();
    await run('rabbitmqctl', ['-q', 'add_vhost', VHOST]);
    await run('rabbitmqctl', ['-q', 'set_permissions', '-p', VHOST, 'guest', '.*', '.*', '.*']);
    bus = await createBus({ url: AMQP_URL, name: 'ops-test', logger: createLogger('test', 'silent') });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    emails = new Queue('emails', { connection: redis });
  });

  afterEach(async () => {
    for (const service of running) await service.stop();
    running.clear();
  });

  afterAll(async () => {
    await bus?.close();
    await pool?.end();
    await emails?.close();
    await redis?.quit();
  });

  async function startNotification(env: Record<string, string> = {}): Promise<ServiceProcess> {
    const service = await startServiceProcess(
      MAIN,
      notificationEnv({
        AMQP_URL,
        REDIS_URL,
        DATABASE_URL,
        STAFF_EMAIL: `equipe-${runId()}@test.courtage-sante.local`,
        ...env,
      }),
    );
    running.add(service);
    onTestFailed(() => {
      console.error(`--- output of ${MAIN} (pid ${service.child.pid}) ---\n${service.output()}`);
    });
    return service;
  }

  async function auditOf(entity: string, entityId: string) {
    const { rows } = await pool.query(
      'select action, actor_id, actor_role, before, after from audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, entityId],
    );
    return rows;
  }

  it('shows a message parked on purpose with its reason; Rejouer sends its email once', async () => {
    await startNotification();
    const visitor = `rejeu-${runId()}@example.fr`;
    const event = contactQueryReceivedEvent({ email: visitor, name: `Rejeu ${runId()}` });
    // Parked as the bus parks a message after its last attempt (subscriber.ts), on purpose.
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createConfirmChannel();
    channel.sendToQueue(DLQ, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId: event.messageId,
      type: event.type,
      contentType: 'application/json',
      headers: {
        'x-failure-reason': 'handler failed after 5 attempts: panne simulée',
        'x-attempts': 5,
        'x-original-routing-key': event.type,
        'x-failed-at': new Date().toISOString(),
      },
    });
    await channel.waitForConfirms();
    await connection.close();

    const status = await bus.call(OPS_RPCS.notification.status, { deadLetterLimit: 100 }, { actor: admin });
    expect(status.service).toBe('notification');
    expect(status.checks).toEqual({ db: 'ok', bus: 'ok' });
    expect(status.queues.find((queue) => queue.queue === DLQ)?.messages).toBeGreaterThanOrEqual(1);
    expect(status.deadLetters.find((letter) => letter.id === event.messageId)).toMatchObject({
      queue: DLQ,
      reason: 'handler failed after 5 attempts: panne simulée',
      routingKey: 'crm.contact-query.received',
      attempts: 5,
    });
    // A Sub-admin is refused by the service too, and nothing moves.
    await expect(
      bus.call(
        OPS_RPCS.notification.replayDeadLetter,
        { queue: DLQ, id: event.messageId },
        {
          actor: { ...admin, role: 'sub-admin' },
        },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await bus.call(
      OPS_RPCS.notification.replayDeadLetter,
      { queue: DLQ, id: event.messageId },
      { actor: admin },
    );
    await eventually(
      async () => ((await listEmails()).some((email) => isAddressedTo(email, visitor)) ? true : undefined),
      'the acknowledgement in MailDev',
    );
    // Handled once: a second replay finds nothing, and one email only, after the job finished.
    await expect(
      bus.call(OPS_RPCS.notification.replayDeadLetter, { queue: DLQ, id: event.messageId }, { actor: admin }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await eventually(async () => {
      const { rows } = await pool.query('select status from email_log where job_id = $1', [
        `${event.messageId}.ack`,
      ]);
      return rows[0]?.status === 'sent' ? true : undefined;
    }, 'the acknowledgement marked sent');
    expect((await listEmails()).filter((email) => isAddressedTo(email, visitor))).toHaveLength(1);
    const audit = await auditOf('dead-letter', `${DLQ}/${event.messageId}`);
    expect(audit).toMatchObject([
      {
        action: 'replay-dead-letter',
        actor_id: admin.id,
        actor_role: 'admin',
        after: { queue: DLQ.slice(0, -4) },
      },
    ]);
  }, 120_000);

  it('lists a failed email job; Relancer delivers it to MailDev once', async () => {
    const visitor = `relance-${runId()}@example.fr`;
    const jobId = `${randomUUID()}.ack`;
    const data = contactQueryReceivedEvent({ email: visitor, name: `Relance ${runId()}` }).data;
    // First a process whose SMTP server is down: the job's only attempt fails.
    await startNotification({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    await emails.add(
      'email',
      { version: 1, template: 'contact-acknowledgement', to: visitor, data, correlationId: randomUUID() },
      { jobId, attempts: 1, removeOnFail: false },
    );
    await eventually(
      async () => ((await emails.getJobState(jobId)) === 'failed' ? true : undefined),
      'the job to fail',
    );
    for (const service of running) await service.stop();
    running.clear();

    await startNotification();
    const listed = await bus.call(listFailedEmails, { limit: 200 }, { actor: admin });
    expect(listed.counts.failed).toBeGreaterThanOrEqual(1);
    const failed = listed.jobs.find((job) => job.jobId === jobId);
    expect(failed).toMatchObject({ template: 'contact-acknowledgement', to: visitor, attemptsMade: 1 });
    expect(failed?.failedReason).toMatch(/ECONNREFUSED|connect/i);
    expect((await listEmails()).filter((email) => isAddressedTo(email, visitor))).toHaveLength(0);

    await expect(bus.call(retryFailedEmail, { jobId }, { actor: admin })).resolves.toEqual({ jobId });
    await eventually(
      async () => ((await emails.getJobState(jobId)) === 'completed' ? true : undefined),
      'the retried job to complete',
    );
    // Not failed any more: a second 'Relancer' is refused and changes nothing.
    await expect(bus.call(retryFailedEmail, { jobId }, { actor: admin })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const delivered = (await listEmails()).filter((email) => isAddressedTo(email, visitor));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.subject).toBe('Nous avons bien reçu votre message');
    expect(await auditOf('email-job', jobId)).toMatchObject([
      { action: 'retry-email', actor_id: admin.id, before: { to: visitor, attemptsMade: 1 } },
    ]);
  }, 120_000);
});
