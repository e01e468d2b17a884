import { randomUUID } from 'node:crypto';
import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import { createDatabase, type Database } from '@courtage/runtime/database';
import { createLogger } from '@courtage/runtime/logger';
import { runMigrations } from '@courtage/runtime/migrations';
import { eventually } from '@courtage/runtime/testing/eventually';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDatabase } from '../src/database-schema.ts';
import type { EmailJob } from '../src/jobs/email-job.ts';
import { createSendEmail } from '../src/jobs/send-email.ts';
import {
  ACCEPTANCE_COMMAND_TIMEOUT_MS,
  acceptanceKey,
  createSmtpAcceptances,
} from '../src/jobs/smtp-acceptances.ts';
import { createMailer } from '../src/mail/create-mailer.ts';
import { contactQueryReceivedEvent } from './support/contact-query-event.ts';
import { type CuttableProxy, startCuttableProxy } from './support/cuttable-proxy.ts';
import { assertMaildevRunning, isAddressedTo, listEmails } from './support/maildev.ts';
import { startSlowSmtpProxy } from './support/slow-smtp-proxy.ts';
import { ensureDatabase, REDIS_URL, runId } from './support/test-env.ts';

/**
 * Its own database: a notification process of another file re-adds the jobs of every `queued`
 * row of its database, and would send the emails these tests leave unsent on purpose.
 */
const DATABASE_NAME = 'courtage_test_notification_acceptances';
const DATABASE_URL = `postgres://${DATABASE_NAME}@127.0.0.1:5432/${DATABASE_NAME}`;
/** A queue no worker consumes: the jobs are run by the tests themselves, with the real handler. */
const QUEUE_NAME = 'emails-acceptances-test';
const SMTP = { host: '127.0.0.1', port: 1025 };
const logger = createLogger('test', 'silent');

// The send-email handler in this process, with the acceptances' Redis behind a proxy the test
// cuts: what the worker does when Redis goes away at the SMTP acceptance, or before a run.
describe('send-email: the SMTP acceptance record in Redis', () => {
  let database: Database<NotificationDatabase>;
  let redis: Redis;
  let queue: Queue<EmailJob>;
  let redisProxy: CuttableProxy;
  let acceptancesConnection: Redis;
  const toClose: (() => unknown)[] = [];

  beforeAll(async () => {
    await assertMaildevRunning();
    await ensureDatabase(DATABASE_NAME);
    database = createDatabase<NotificationDatabase>(DATABASE_URL, logger, 2);
    await runMigrations(database.pool, new URL('../migrations/', import.meta.url), logger);
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue<EmailJob>(QUEUE_NAME, { connection: redis });
    const redisUrl = new URL(REDIS_URL);
    redisProxy = await startCuttableProxy({ host: redisUrl.hostname, port: Number(redisUrl.port) });
    // As the service opens it (start-emails.ts), through the proxy.
    acceptancesConnection = new Redis(`redis://127.0.0.1:${redisProxy.port}${redisUrl.pathname}`, {
      commandTimeout: ACCEPTANCE_COMMAND_TIMEOUT_MS,
    });
    acceptancesConnection.on('error', () => undefined);
  });

  afterEach(async () => {
    await restoreRedis();
    for (const close of toClose.splice(0)) await close();
  });

  afterAll(async () => {
    acceptancesConnection?.disconnect();
    await redisProxy?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await redis?.quit();
    await database?.close();
  });

  /** The handler as the worker runs it, sending through `smtpPort`. */
  function sendEmailVia(smtpPort: number) {
    const mailer = createMailer(
      // The development identity, as outside production before the CMS first answers.
      { identity: { get: async () => DEV_BROKER_IDENTITY }, logger },
      {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Courtage Santé <contact@courtage-sante.local>',
      },
    );
    toClose.push(() => mailer.close());
    return createSendEmail({
      db: database.db,
      mailer,
      acceptances: createSmtpAcceptances(acceptancesConnection),
      logger,
    });
  }

  async function addAcknowledgementJob() {
    const visitor = `accepte-${runId()}@example.fr`;
    const event = contactQueryReceivedEvent({ email: visitor });
    const jobId = `${randomUUID()}.ack`;
    const job = await queue.add(
      'contact-acknowledgement',
      {
        version: 1,
        template: 'contact-acknowledgement',
        to: visitor,
        data: event.data,
        correlationId: event.correlationId,
      },
      { jobId, attempts: 5 },
    );
    toClose.push(() => redis.del(acceptanceKey(jobId)));
    return { job, jobId, visitor };
  }

  /** Lets Redis through again and waits for the acceptances' connection to be back. */
  async function restoreRedis(): Promise<void> {
    redisProxy.restore();
    await eventually(
      async () => (acceptancesConnection.status === 'ready' ? true : undefined),
      'the acceptances connection to Redis again',
    );
  }

  async function emailRow(jobId: string) {
    return database.db
      .selectFrom('email_log')
      .select(['status', 'attempts', 'sent_at'])
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
  }

  async function copiesIn(visitor: string): Promise<number> {
    return (await listEmails()).filter((email) => isAddressedTo(email, visitor)).length;
  }

  it('marks the email sent without sending it when an earlier run recorded its acceptance', async () => {
    const { job, jobId, visitor } = await addAcknowledgementJob();
    const acceptedAt = new Date(Date.now() - 5_000);
    await createSmtpAcceptances(redis).record(jobId, acceptedAt);

    expect(await sendEmailVia(SMTP.port)(job)).toEqual({ skipped: true });
    expect(await emailRow(jobId)).toEqual({ status: 'sent', attempts: 1, sent_at: acceptedAt });
    expect(await copiesIn(visitor)).toBe(0);
  });

  it('relies on the commit when Redis goes away at the SMTP acceptance, and sends once', async () => {
    const { job, jobId, visitor } = await addAcknowledgementJob();
    const smtp = await startSlowSmtpProxy(SMTP, 0, {
      async onAccepted() {
        redisProxy.cut();
      },
    });
    toClose.push(() => smtp.close());
    const sendEmail = sendEmailVia(smtp.port);

    expect(await sendEmail(job)).toEqual({ skipped: false });
    expect(await emailRow(jobId)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await redis.exists(acceptanceKey(jobId))).toBe(0);
    expect(await copiesIn(visitor)).toBe(1);

    // The same job again (retaken after a crash, or re-added by the requeue sweep).
    await restoreRedis();
    expect(await sendEmail(job)).toEqual({ skipped: true });
    expect(await copiesIn(visitor)).toBe(1);
  });

  it('sends nothing while Redis cannot be read, then sends once when it is back', async () => {
    const { job, jobId, visitor } = await addAcknowledgementJob();
    const sendEmail = sendEmailVia(SMTP.port);
    redisProxy.cut();

    await expect(sendEmail(job)).rejects.toThrow();
    expect(await emailRow(jobId)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await copiesIn(visitor)).toBe(0);

    await restoreRedis();
    expect(await sendEmail(job)).toEqual({ skipped: false });
    const row = await emailRow(jobId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await redis.get(acceptanceKey(jobId))).toBe(row.sent_at?.toISOString());
    expect(await copiesIn(visitor)).toBe(1);
  });
});
