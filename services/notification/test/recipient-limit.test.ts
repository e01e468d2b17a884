import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { RECIPIENT_DAILY_LIMITS } from '../src/repositories/recipient-limit.ts';
import { contactQueryReceivedEvent } from './support/contact-query-event.ts';
import { assertMaildevRunning, isAddressedTo, listEmails } from './support/maildev.ts';
import { AMQP_URL, DATABASE_URL, ensureVhost, notificationEnv, runId } from './support/test-env.ts';

// Anyone can make us email any address (contact form, comparator): per recipient
// and day, the acknowledgement is queued RECIPIENT_DAILY_LIMITS times at most; the staff
// notice of every message still is. Checked in email_log (shared by any notification process
// of the other test files consuming the same queue) and in MailDev.
describe('notification service: per-recipient limit', () => {
  let bus: Bus;
  let pool: pg.Pool;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    await assertMaildevRunning();
    await ensureVhost();
    bus = await createBus({
      url: AMQP_URL,
      name: 'notification-limit-test',
      logger: createLogger('test', 'silent'),
    });
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
    service = await startServiceProcess(
      'services/notification/src/main.ts',
      notificationEnv({ STAFF_EMAIL: `equipe-limite-${runId()}@test.courtage-sante.local` }),
    );
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
    await bus?.close();
    await pool?.end();
  });

  it('acknowledges a flooded address only up to the daily limit, and notifies staff of every message', async () => {
    onTestFailed(() => console.error(service?.output()));
    const limit = RECIPIENT_DAILY_LIMITS['contact-acknowledgement'] ?? 0;
    const victim = `victime-${runId()}@example.fr`;
    const events = Array.from({ length: limit + 3 }, (_, i) =>
      contactQueryReceivedEvent({ email: victim, name: `Flot ${runId()} ${i}` }),
    );
    // One at a time: each message is handled (its staff notice recorded) before the next.
    for (const event of events) {
      await bus.publish(event);
      await eventually(async () => {
        const { rowCount } = await pool.query('select 1 from email_log where job_id = $1', [
          `${event.messageId}.staff`,
        ]);
        return rowCount === 1 ? true : undefined;
      }, `the staff notice of ${event.messageId}`);
    }
    const { rows } = await pool.query(
      "select count(*)::int as n from email_log where template = 'contact-acknowledgement' and recipient = $1",
      [victim],
    );
    expect(rows[0].n).toBe(limit);
    const delivered = await eventually(async () => {
      const count = (await listEmails()).filter((e) => isAddressedTo(e, victim)).length;
      return count >= limit ? count : undefined;
    }, `${limit} acknowledgements in MailDev`);
    expect(delivered).toBe(limit);
  }, 120_000);
});
