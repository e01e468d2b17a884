import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { AuthEmailRequestedData } from '@courtage/contracts/auth/email-requested.event';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { assertMaildevRunning, isAddressedTo, listEmails } from './support/maildev.ts';
import { notificationEnv, runId } from './support/test-env.ts';

const run = promisify(execFile);
// A vhost and a Redis database of this file alone, so that the contact-email tests
// (which count jobs and emails) never see these.
const VHOST = 'courtage_test_notification_auth';
const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
const REDIS_URL = 'redis://127.0.0.1:6379/4';

describe('notification service: emails requested by the auth service', () => {
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
      name: 'notification-auth-test',
      logger: createLogger('test', 'silent'),
    });
  });

  afterAll(async () => {
    await bus?.close();
    await service?.stop();
  });

  it('sends the staff sign-in code and the reset link in French', async () => {
    onTestFailed(() => console.error(service.output()));
    const to = `admin-${runId()}@test.courtage-sante.local`;
    const publish = (data: AuthEmailRequestedData) =>
      bus.publish({
        messageId: randomUUID(),
        type: 'auth.email.requested',
        version: 1,
        occurredAt: new Date().toISOString(),
        correlationId: randomUUID(),
        data,
      });
    await publish({
      template: 'staff-login-code',
      to,
      name: 'Alice Admin',
      code: '482913',
      validForMinutes: 10,
    });
    await publish({
      template: 'staff-password-reset',
      to,
      name: 'Alice Admin',
      link: 'http://localhost:4321/reset-password/abcdefghijklmnop',
      validForMinutes: 60,
    });
    const emails = await eventually(async () => {
      const mine = (await listEmails()).filter((email) => isAddressedTo(email, to));
      return mine.length >= 2 ? mine : undefined;
    }, 'both auth emails in MailDev');
    const code = emails.find((email) => email.subject === 'Votre code de connexion');
    expect(code?.text).toContain('482913');
    expect(code?.text).toContain('Valable 10 minutes');
    const reset = emails.find(
      (email) => email.subject === 'Réinitialisation de votre mot de passe administrateur',
    );
    expect(reset?.html).toContain('href="http://localhost:4321/reset-password/abcdefghijklmnop"');
  });
});
