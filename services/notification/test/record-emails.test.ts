import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type RecordEmailRequestedData,
  recordEmailJobId,
  recordEmailRequested,
} from '@courtage/contracts/crm/timeline/record-email.rpc';
import { getEmailDeliveries } from '@courtage/contracts/notification/email-delivery.rpc';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { assertMaildevRunning, isAddressedTo, listEmails } from './support/maildev.ts';
import { notificationEnv, runId } from './support/test-env.ts';

const run = promisify(execFile);
// A vhost and a Redis database of this file alone (no other file's process takes its events or jobs).
const VHOST = 'courtage_test_notification_record';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const REDIS_URL = 'redis://127.0.0.1:6379/6';

describe('notification service: e-mails a broker sends from a contact’s record', () => {
  let bus: Bus;
  let service: ServiceProcess;

  beforeAll(async () => {
    await assertMaildevRunning();
    await run('rabbitmqctl', ['-q', 'add_vhost', VHOST]).catch(() => undefined);
    await run('rabbitmqctl', ['-q', 'set_permissions', '-p', VHOST, 'guest', '.*', '.*', '.*']);
    service = await startServiceProcess(
      'services/notification/src/main.ts',
      notificationEnv({ AMQP_URL, REDIS_URL, LOG_LEVEL: 'warn' }),
    );
    bus = await createBus({
      url: AMQP_URL,
      name: 'notification-record-test',
      logger: createLogger('test', 'silent'),
    });
  });

  afterAll(async () => {
    await bus?.close();
    await service?.stop();
  });

  it('sends the broker’s text once, escaped, with the legal footer and the consent link; its state reads sent', async () => {
    onTestFailed(() => console.error(service.output()));
    const to = `contact-${runId()}@example.org`;
    const data: RecordEmailRequestedData = {
      emailId: randomUUID(),
      recordType: 'contact',
      recordId: randomUUID(),
      template: 'relance-devis',
      to,
      subject: 'Votre devis D-2026-000042',
      body: 'Bonjour Madame Fontaine,\n\nJe reviens vers vous <au sujet> du devis.\n\nBien cordialement,\nSam',
    };
    const event = {
      messageId: randomUUID(),
      type: recordEmailRequested.type,
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data,
    };
    await bus.publish(event);
    await bus.publish(event); // redelivered: still one e-mail
    const email = await eventually(async () => {
      const mine = (await listEmails()).filter((item) => isAddressedTo(item, to));
      return mine.length > 0 ? mine : undefined;
    }, 'the record e-mail in MailDev');
    const [sent] = email;
    expect(sent?.subject).toBe('Votre devis D-2026-000042');
    expect(sent?.text).toContain('Je reviens vers vous <au sujet> du devis.');
    expect(sent?.html).toContain('Je reviens vers vous &lt;au sujet&gt; du devis.');
    expect(sent?.text).toContain('ORIAS n°');
    expect(sent?.text).toContain('/consentements#jeton=');

    const staff = { actor: { kind: 'admin' as const, id: randomUUID(), role: 'sub-admin' as const } };
    const deliveries = await eventually(async () => {
      const reply = await bus.call(
        getEmailDeliveries,
        { jobIds: [recordEmailJobId(data.emailId), 'absent.record'] },
        staff,
      );
      return reply.deliveries[0]?.status === 'sent' ? reply.deliveries : undefined;
    }, 'email_log sent');
    expect(deliveries).toEqual([{ jobId: recordEmailJobId(data.emailId), status: 'sent' }]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await listEmails()).filter((item) => isAddressedTo(item, to))).toHaveLength(1);

    const customer = { actor: { kind: 'customer' as const, id: randomUUID(), role: 'customer' as const } };
    expect((await rejection(bus.call(getEmailDeliveries, { jobIds: [] }, customer))).code).toBe('FORBIDDEN');
  });
});
