import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import amqp from 'amqplib';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { FIRST_ADMIN, openAdminScreen, staffSignsInWithEmailCode, uniqueEmail } from './auth-helpers.ts';
import { emailsTo } from './maildev.ts';

/**
 * The ops console: a message put on purpose on a dead-letter queue of the notification
 * service shows on /admin/ops with its reason, and 'Rejouer' handles it once (its email reaches
 * MailDev once); a failed email job shows with its reason and 'Relancer' delivers it once. Both
 * actions are in the notification service's audit log. Against the test stack's own servers
 * (vhost courtage_test, Redis database 1, courtage_test_notification).
 */
const AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672/courtage_test';
const REDIS_URL = 'redis://127.0.0.1:6379/1';
const NOTIFICATION_DB = 'postgres://courtage_test_notification@127.0.0.1:5432/courtage_test_notification';
const DLQ = 'notification.contact-query-emails.dlq';

test.setTimeout(180_000);

async function parkContactMessage(visitor: string, reason: string): Promise<string> {
  const messageId = randomUUID();
  const event = {
    messageId,
    type: 'crm.contact-query.received',
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    data: {
      id: randomUUID(),
      name: 'Camille Rejeu',
      email: visitor,
      phone: '0612345678',
      postalCode: '69003',
      city: 'Lyon 3e Arrondissement',
      message: 'Bonjour, je souhaite être rappelée.',
      createdAt: new Date().toISOString(),
    },
  };
  const connection = await amqp.connect(AMQP_URL);
  try {
    const channel = await connection.createConfirmChannel();
    channel.sendToQueue(DLQ, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId,
      type: event.type,
      contentType: 'application/json',
      headers: {
        'x-failure-reason': reason,
        'x-attempts': 5,
        'x-original-routing-key': event.type,
        'x-failed-at': new Date().toISOString(),
      },
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return messageId;
}

/** An email job that fails (no recipient), then gets its recipient, waiting for 'Relancer'. */
async function failedEmailJob(visitor: string): Promise<string> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('emails', { connection: redis });
  const jobId = `${randomUUID()}.ack`;
  const data = {
    id: randomUUID(),
    name: 'Dominique Relance',
    email: visitor,
    phone: '0612345678',
    postalCode: '75011',
    city: 'Paris 11e Arrondissement',
    message: 'Message dont l’accusé de réception a échoué.',
    createdAt: new Date().toISOString(),
  };
  try {
    const job = await queue.add(
      'email',
      { version: 1, template: 'contact-acknowledgement', to: '', data, correlationId: randomUUID() },
      { jobId, attempts: 1, removeOnFail: false },
    );
    await expect.poll(() => job.getState(), { timeout: 30_000 }).toBe('failed');
    await job.updateData({ ...job.data, to: visitor });
  } finally {
    await queue.close();
    await redis.quit();
  }
  return jobId;
}

test('the ops console shows a dead letter with its reason, replays it once and retries a failed email once', async ({
  page,
}) => {
  const run = randomUUID().slice(0, 8);
  const replayed = uniqueEmail('rejeu');
  const retried = uniqueEmail('relance');
  const reason = `handler failed after 5 attempts: panne simulée ${run}`;
  const messageId = await parkContactMessage(replayed, reason);
  const jobId = await failedEmailJob(retried);

  await staffSignsInWithEmailCode(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await openAdminScreen(page, 'Paramètres', 'Exploitation');
  await expect(page).toHaveURL(/\/admin\/ops$/);
  await expect(page.getByRole('heading', { name: 'Exploitation', level: 1 })).toBeVisible();

  const processes = page.getByRole('table', { name: 'Processus' });
  for (const name of ['Passerelle (API)', 'Authentification', 'Offres', 'CRM', 'Notifications']) {
    await expect(processes.getByRole('row').filter({ hasText: name })).toContainText('En service');
  }

  // The parked message, with its reason.
  const deadLetters = page.getByRole('table', { name: 'Messages en échec' });
  const letter = deadLetters.getByRole('row').filter({ hasText: reason });
  await expect(letter).toBeVisible();
  await expect(letter).toContainText(DLQ);
  await expect(letter).toContainText('crm.contact-query.received');
  await page.getByRole('button', { name: `Actions : crm.contact-query.received (${messageId})` }).click();
  await page.getByRole('menuitem', { name: 'Rejouer' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Message rejoué : il repart dans la file notification.contact-query-emails.' }),
  ).toBeVisible();
  await expect(letter).toHaveCount(0);
  await expect.poll(async () => (await emailsTo(replayed)).length, { timeout: 30_000 }).toBe(1);

  // The failed email, with its reason, then 'Relancer'.
  const failedEmails = page.getByRole('table', { name: 'E-mails en échec' });
  const email = failedEmails.getByRole('row').filter({ hasText: retried });
  await expect(email).toContainText('No recipients defined');
  await page.getByRole('button', { name: `Actions : ${retried} (contact-acknowledgement)` }).click();
  await page.getByRole('menuitem', { name: 'Relancer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail relancé' })).toBeVisible();
  await expect(email).toHaveCount(0);
  await expect.poll(async () => (await emailsTo(retried)).length, { timeout: 30_000 }).toBe(1);

  // Once each, however long one waits: the replayed event's email and the retried job's.
  await page.waitForTimeout(3_000);
  expect(await emailsTo(replayed)).toHaveLength(1);
  expect(await emailsTo(retried)).toHaveLength(1);

  const db = new pg.Client({ connectionString: NOTIFICATION_DB });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select action, entity_id, actor_role from audit_log
       where (entity = 'dead-letter' and entity_id = $1) or (entity = 'email-job' and entity_id = $2)
       order by id`,
      [`${DLQ}/${messageId}`, jobId],
    );
    expect(rows).toEqual([
      { action: 'replay-dead-letter', entity_id: `${DLQ}/${messageId}`, actor_role: 'admin' },
      { action: 'retry-email', entity_id: jobId, actor_role: 'admin' },
    ]);
  } finally {
    await db.end();
  }
});
