import { DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import {
  freePort,
  type ServiceProcess,
  startServiceProcess,
} from '@courtage/runtime/testing/service-process';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ACCEPTANCE_TTL_SECONDS, acceptanceKey } from '../src/jobs/smtp-acceptances.ts';
import { escapeHtml } from '../src/templates/escape-html.ts';
import { brokerFooterLines } from '../src/templates/layout.ts';
import { contactQueryReceivedEvent } from './support/contact-query-event.ts';
import { assertMaildevRunning, isAddressedTo, listEmails, type MaildevEmail } from './support/maildev.ts';
import { openEmailQueue, rabbitQueueDepth, unfinishedJobs, wipeEmailQueueKeys } from './support/queues.ts';
import { startSlowSmtpProxy } from './support/slow-smtp-proxy.ts';
import {
  CONTACT_EMAILS_AMQP_URL as AMQP_URL,
  CONTACT_EMAILS_DATABASE_NAME,
  CONTACT_EMAILS_REDIS_URL,
  CONTACT_EMAILS_VHOST,
  CONTACT_EMAILS_DATABASE_URL as DATABASE_URL,
  ensureDatabase,
  ensureVhost,
  notificationEnv,
  runId,
} from './support/test-env.ts';

const MAIN = 'services/notification/src/main.ts';
const QUEUE = 'notification.contact-query-emails';
/** The test's own connections, which it keeps when it terminates the service's. */
const TEST_APPLICATION_NAME = 'notification-test';

// Both scenarios live in one file on purpose: they share the test vhost and the email
// queue, and Vitest runs the tests of one file one after the other.
describe('notification service: contact query emails', () => {
  const staffEmail = `equipe-${runId()}@test.courtage-sante.local`;
  let bus: Bus;
  let pool: pg.Pool;
  let emailQueue: ReturnType<typeof openEmailQueue>;
  const running = new Set<ServiceProcess>();

  beforeAll(async () => {
    await assertMaildevRunning();
    await ensureVhost(CONTACT_EMAILS_VHOST);
    await ensureDatabase(CONTACT_EMAILS_DATABASE_NAME);
    bus = await createBus({
      url: AMQP_URL,
      name: 'notification-test',
      logger: createLogger('test', 'silent'),
    });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2, application_name: TEST_APPLICATION_NAME });
    emailQueue = openEmailQueue(CONTACT_EMAILS_REDIS_URL);
  });

  afterEach(async () => {
    for (const service of running) await service.stop();
    running.clear();
  });

  afterAll(async () => {
    await bus?.close();
    await pool?.end();
    await emailQueue?.close();
  });

  async function startNotification(env: Record<string, string> = {}): Promise<ServiceProcess> {
    const service = await startServiceProcess(
      MAIN,
      notificationEnv({
        STAFF_EMAIL: staffEmail,
        AMQP_URL,
        DATABASE_URL,
        REDIS_URL: CONTACT_EMAILS_REDIS_URL,
        ...env,
      }),
    );
    running.add(service);
    onTestFailed(() => {
      console.error(`--- output of ${MAIN} (pid ${service.child.pid}) ---\n${service.output()}`);
    });
    return service;
  }

  /** Everything published was consumed and every email job it made has finished. */
  async function settled(): Promise<void> {
    await eventually(
      async () => ((await rabbitQueueDepth(QUEUE, CONTACT_EMAILS_VHOST)) === 0 ? true : undefined),
      `${QUEUE} to be empty`,
    );
    await eventually(
      async () => ((await unfinishedJobs(emailQueue.queue)) === 0 ? true : undefined),
      'the emails queue to be drained',
    );
    expect(await rabbitQueueDepth(`${QUEUE}.dlq`, CONTACT_EMAILS_VHOST)).toBe(0);
  }

  function staffNoticeFor(name: string) {
    return (email: MaildevEmail) =>
      isAddressedTo(email, staffEmail) && email.subject === `Nouveau message de contact : ${name}`;
  }

  it('sends the acknowledgement and the staff notice once; a redelivered event sends nothing more', async () => {
    await startNotification();
    const visitor = `visiteur-${runId()}@example.fr`;
    const name = `Camille Martin ${runId()}`;
    const event = contactQueryReceivedEvent({ email: visitor, name, message: 'Bonjour,\n<b>mutuelle</b> ?' });

    await bus.publish(event);
    const [acknowledgement, notice] = await eventually(async () => {
      const emails = await listEmails();
      const ack = emails.find((email) => isAddressedTo(email, visitor));
      const staff = emails.find(staffNoticeFor(name));
      return ack && staff ? [ack, staff] : undefined;
    }, 'both emails in MailDev');

    expect(acknowledgement.subject).toBe('Nous avons bien reçu votre message');
    expect(acknowledgement.text).toContain('> <b>mutuelle</b> ?');
    expect(acknowledgement.html).toContain('&lt;b&gt;mutuelle&lt;/b&gt;');
    expect(acknowledgement.headers['message-id']).toBe(`<${event.messageId}.ack@courtage-sante.local>`);
    expect(notice.text).toContain(`E-mail : ${visitor}`);
    // Every email ends with the broker's legal footer, in both parts.
    for (const line of brokerFooterLines(DEV_BROKER_IDENTITY)) {
      expect(acknowledgement.text).toContain(line);
      expect(acknowledgement.html).toContain(escapeHtml(line));
    }
    expect(notice.headers['message-id']).toBe(`<${event.messageId}.staff@courtage-sante.local>`);

    // The worker marks an email 'sent' right after the SMTP server accepted it, so a moment
    // after MailDev shows it: wait for both marks.
    const rows = await eventually(async () => {
      const result = await pool.query(
        'select job_id, template, recipient, status, attempts from email_log where job_id like $1 order by job_id',
        [`${event.messageId}.%`],
      );
      return result.rows.every((row) => row.status === 'sent') ? result.rows : undefined;
    }, 'both emails marked sent');
    expect(rows).toEqual([
      {
        job_id: `${event.messageId}.ack`,
        template: 'contact-acknowledgement',
        recipient: visitor,
        status: 'sent',
        attempts: 1,
      },
      {
        job_id: `${event.messageId}.staff`,
        template: 'contact-staff-notice',
        recipient: staffEmail,
        status: 'sent',
        attempts: 1,
      },
    ]);

    await bus.publish(event);
    await settled();
    const emails = await listEmails();
    expect(emails.filter((email) => isAddressedTo(email, visitor))).toHaveLength(1);
    expect(emails.filter(staffNoticeFor(name))).toHaveLength(1);
  }, 60_000);

  it('keeps the emails while the SMTP server is down and sends them once it is back', async () => {
    const visitor = `panne-${runId()}@example.fr`;
    const name = `Client panne ${runId()}`;
    const event = contactQueryReceivedEvent({ email: visitor, name });
    const down = await startNotification({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    await bus.publish(event);
    const failed = await eventually(async () => {
      const { rows } = await pool.query<{ status: string; attempts: number; error: string | null }>(
        'select status, attempts, error from email_log where job_id like $1',
        [`${event.messageId}.%`],
      );
      return rows.length === 2 && rows.every((row) => row.error !== null) ? rows : undefined;
    }, 'both emails to fail a first time');
    expect(failed.every((row) => row.status === 'queued' && row.attempts >= 1)).toBe(true);
    expect(await down.stop()).toBe(0);
    running.delete(down);

    await startNotification();
    await settled();
    const { rows } = await pool.query('select status, error from email_log where job_id like $1', [
      `${event.messageId}.%`,
    ]);
    expect(rows).toEqual([
      { status: 'sent', error: null },
      { status: 'sent', error: null },
    ]);
    const emails = await listEmails();
    expect(emails.filter((email) => isAddressedTo(email, visitor))).toHaveLength(1);
    expect(emails.filter(staffNoticeFor(name))).toHaveLength(1);
  }, 60_000);

  it('on SIGTERM finishes the emails being sent before exiting', async () => {
    const visitor = `arret-${runId()}@example.fr`;
    const name = `Client arrêt ${runId()}`;
    const event = contactQueryReceivedEvent({ email: visitor, name });
    const proxy = await startSlowSmtpProxy({ host: '127.0.0.1', port: 1025 }, 300);
    try {
      const stopping = await startNotification({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
      await bus.publish(event);
      await eventually(async () => (proxy.isHoldingMessageEnd() ? true : undefined), 'an email in flight');
      expect(await stopping.stop()).toBe(0);
      running.delete(stopping);
    } finally {
      await proxy.close();
    }

    const { rows } = await pool.query('select status, attempts from email_log where job_id like $1', [
      `${event.messageId}.%`,
    ]);
    expect(rows).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
    await startNotification();
    await settled();
    const emails = await listEmails();
    expect(emails.filter((email) => isAddressedTo(email, visitor))).toHaveLength(1);
    expect(emails.filter(staffNoticeFor(name))).toHaveLength(1);
  }, 60_000);

  it('delivers every email exactly once when the process is killed in the middle of sending', async () => {
    // The queues exist once a process has subscribed; then events pile up while none runs.
    const first = await startNotification();
    expect(await first.stop()).toBe(0);
    running.delete(first);

    const run = runId();
    const queries = Array.from({ length: 20 }, (_, index) => ({
      email: `crash-${run}-${index}@example.fr`,
      name: `Client ${run} ${index}`,
    }));
    for (const query of queries) await bus.publish(contactQueryReceivedEvent(query));
    const isMine = (email: MaildevEmail) =>
      queries.some((query) => isAddressedTo(email, query.email) || staffNoticeFor(query.name)(email));
    const countMine = async () => (await listEmails()).filter(isMine).length;
    const logOfMine = async () =>
      (
        await pool.query<{ status: string; attempts: number }>(
          'select status, attempts from email_log where recipient = any($1) or subject = any($2)',
          [
            queries.map((query) => query.email),
            queries.map((query) => `Nouveau message de contact : ${query.name}`),
          ],
        )
      ).rows;

    // Sending through a slow SMTP link, so the kill lands while a message is on the wire.
    const proxy = await startSlowSmtpProxy({ host: '127.0.0.1', port: 1025 }, 40);
    try {
      const crashing = await startNotification({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
      await eventually(async () => ((await countMine()) >= 3 ? true : undefined), 'the first emails');
      await eventually(async () => (proxy.isHoldingMessageEnd() ? true : undefined), 'an email in flight');
      // No message reaches MailDev any more; let the ones it already accepted be marked sent.
      // (Between the SMTP server's acceptance and the worker's record of it in Redis lies a
      // window of one Redis round trip that no sender can close: there, a copy would carry the
      // same Message-ID. Killing inside it would test MailDev, not this service.)
      proxy.freeze();
      // Under load the server may take a while to answer a message it already has (and to
      // list it): until every forwarded message end has its answer, counting would be early.
      await eventually(async () => {
        if (proxy.isAwaitingServerReply()) return undefined;
        const sent = (await logOfMine()).filter((row) => row.status === 'sent').length;
        return sent === (await countMine()) ? true : undefined;
      }, 'accepted emails to be marked sent');
      await crashing.kill();
      running.delete(crashing);
    } finally {
      await proxy.close();
    }
    const deliveredBeforeCrash = await countMine();
    expect(deliveredBeforeCrash).toBeLessThan(40);

    await startNotification();
    await eventually(
      async () => ((await countMine()) >= 40 ? true : undefined),
      'all 40 emails after the restart',
      90_000,
    );
    await settled();

    const emails = (await listEmails()).filter(isMine);
    for (const query of queries) {
      expect(
        emails.filter((email) => isAddressedTo(email, query.email)),
        query.email,
      ).toHaveLength(1);
      expect(emails.filter(staffNoticeFor(query.name)), query.name).toHaveLength(1);
    }
    const rows = await logOfMine();
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // The email cut off on the wire was attempted again after the restart.
    expect(rows.some((row) => row.attempts >= 2)).toBe(true);
  }, 180_000);

  it('sends each email once when PostgreSQL drops the connections between the SMTP acceptance and the commit', async () => {
    const visitor = `coupure-pg-${runId()}@example.fr`;
    const name = `Client coupure ${runId()}`;
    const event = contactQueryReceivedEvent({ email: visitor, name });
    const jobIds = [`${event.messageId}.ack`, `${event.messageId}.staff`];
    // At the first message MailDev accepts, every connection of the service to its database
    // is terminated (as a PostgreSQL restart does) before the service hears the acceptance:
    // the transaction that would mark the email sent is gone, and the job runs again.
    let terminated = -1;
    const proxy = await startSlowSmtpProxy({ host: '127.0.0.1', port: 1025 }, 0, {
      async onAccepted() {
        if (terminated >= 0) return;
        terminated = 0;
        const { rows } = await pool.query<{ terminated: boolean }>(
          `select pg_terminate_backend(pid) as terminated from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and application_name <> $1`,
          [TEST_APPLICATION_NAME],
        );
        terminated = rows.filter((row) => row.terminated).length;
      },
    });
    try {
      await startNotification({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
      await bus.publish(event);
      await eventually(async () => {
        const { rows } = await pool.query<{ status: string }>(
          'select status from email_log where job_id = any($1)',
          [jobIds],
        );
        return rows.length === 2 && rows.every((row) => row.status === 'sent') ? true : undefined;
      }, 'both emails marked sent');
      await settled();
    } finally {
      await proxy.close();
    }
    expect(terminated).toBeGreaterThan(0);

    const emails = await listEmails();
    expect(emails.filter((email) => isAddressedTo(email, visitor))).toHaveLength(1);
    expect(emails.filter(staffNoticeFor(name))).toHaveLength(1);
    const { rows } = await pool.query<{ job_id: string; attempts: number; sent_at: Date }>(
      'select job_id, attempts, sent_at from email_log where job_id = any($1) order by job_id',
      [jobIds],
    );
    // The email whose commit was cut off ran again, and was marked sent without a second copy.
    expect(rows.some((row) => row.attempts >= 2)).toBe(true);
    // Each acceptance is recorded in Redis for 30 days, and the row's sent_at is its instant.
    const redis = new Redis(CONTACT_EMAILS_REDIS_URL);
    try {
      for (const row of rows) {
        const recorded = await redis.get(acceptanceKey(row.job_id));
        expect(recorded, row.job_id).toBe(row.sent_at.toISOString());
        expect(await redis.ttl(acceptanceKey(row.job_id))).toBeGreaterThan(ACCEPTANCE_TTL_SECONDS - 60);
      }
    } finally {
      await redis.quit();
    }
  }, 60_000);

  it('rebuilds from email_log the email jobs Redis lost and sends each email once', async () => {
    // One email already sent before the loss: it must not leave again.
    const before = await startNotification();
    const earlier = { email: `avant-${runId()}@example.fr`, name: `Client avant ${runId()}` };
    await bus.publish(contactQueryReceivedEvent(earlier));
    await eventually(async () => {
      const emails = await listEmails();
      return emails.some((email) => isAddressedTo(email, earlier.email)) &&
        emails.some(staffNoticeFor(earlier.name))
        ? true
        : undefined;
    }, 'the earlier emails in MailDev');
    await settled();
    expect(await before.stop()).toBe(0);
    running.delete(before);

    // Emails waiting in Redis while the SMTP server is unreachable.
    const run = runId();
    const queries = Array.from({ length: 5 }, (_, index) => ({
      email: `perte-redis-${run}-${index}@example.fr`,
      name: `Client perte ${run} ${index}`,
    }));
    const events = queries.map((query) => contactQueryReceivedEvent(query));
    const jobIds = events.flatMap((event) => [`${event.messageId}.ack`, `${event.messageId}.staff`]);
    const down = await startNotification({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    for (const event of events) await bus.publish(event);
    await eventually(async () => {
      const { rows } = await pool.query<{ error: string | null }>(
        'select error from email_log where job_id = any($1)',
        [jobIds],
      );
      return rows.length === 10 && rows.every((row) => row.error !== null) ? true : undefined;
    }, 'the 10 emails to fail a first time');
    expect(await unfinishedJobs(emailQueue.queue)).toBe(10);
    expect(await down.stop()).toBe(0);
    running.delete(down);

    // Redis loses the queue (as a restart of a Redis that keeps nothing on disk would).
    expect(await wipeEmailQueueKeys(CONTACT_EMAILS_REDIS_URL)).toBeGreaterThan(0);
    expect(await unfinishedJobs(emailQueue.queue)).toBe(0);

    await startNotification();
    const isMine = (email: MaildevEmail) =>
      queries.some((query) => isAddressedTo(email, query.email) || staffNoticeFor(query.name)(email));
    await eventually(
      async () => ((await listEmails()).filter(isMine).length >= 10 ? true : undefined),
      'the 10 lost emails after the restart',
      90_000,
    );
    await settled();
    const emails = await listEmails();
    for (const query of [...queries, earlier]) {
      expect(
        emails.filter((email) => isAddressedTo(email, query.email)),
        query.email,
      ).toHaveLength(1);
      expect(emails.filter(staffNoticeFor(query.name)), query.name).toHaveLength(1);
    }
    const { rows } = await pool.query<{ status: string; payload: unknown }>(
      'select status, payload from email_log where job_id = any($1)',
      [jobIds],
    );
    expect(rows).toHaveLength(10);
    // Sent: the payload (links, codes) is not kept any more.
    expect(rows.every((row) => row.status === 'sent' && row.payload === null)).toBe(true);
  }, 180_000);
});
