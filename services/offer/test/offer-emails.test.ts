import { randomUUID } from 'node:crypto';
import { confirmOffer } from '@courtage/contracts/offer/confirm-offer.rpc';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { subscribeOffer } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { signSubscription } from '@courtage/contracts/offer/subscription-signature.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { businessDaysFrom } from '../src/slots/business-days.ts';
import { serveFakeAuth } from './support/fake-auth.ts';
import { AMQP_URL, ensureVhostAndDatabase, offerEnv } from './support/test-env.ts';

const MAILDEV_API_URL = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080';
type Email = { subject: string; to: { address: string }[]; text?: string };

async function emailsTo(address: string): Promise<Email[]> {
  const response = await fetch(`${MAILDEV_API_URL}/email`);
  const all = (await response.json()) as Email[];
  return all.filter((e) => e.to.some((r) => r.address.toLowerCase() === address.toLowerCase()));
}

// The offer service and a real notification service on the offer tests' vhost (the
// notification's BullMQ queue on Redis db 5, so that no other test's worker takes the
// jobs), emails read back from MailDev.
describe('offer emails, from the offer service to MailDev', () => {
  let offer: ServiceProcess;
  let notification: ServiceProcess;
  let bus: Bus;

  beforeAll(async () => {
    await ensureVhostAndDatabase();
    await fetch(`${MAILDEV_API_URL}/email`).catch(() => {
      throw new Error('MailDev is not running: bash infra/bin/ensure-servers.sh starts it');
    });
    [offer, notification] = await Promise.all([
      startServiceProcess('services/offer/src/main.ts', offerEnv()),
      startServiceProcess('services/notification/src/main.ts', {
        NODE_ENV: 'test',
        AMQP_URL,
        REDIS_URL: 'redis://127.0.0.1:6379/5',
        DATABASE_URL: 'postgres://courtage_test_notification@127.0.0.1:5432/courtage_test_notification',
        SMTP_URL: 'smtp://127.0.0.1:1025',
      }),
    ]);
    bus = await createBus({ url: AMQP_URL, name: 'offer-emails-test', logger: createLogger('t', 'silent') });
    await serveFakeAuth(bus);
  }, 60_000);

  afterAll(async () => {
    await bus?.close();
    await Promise.all([offer?.stop(), notification?.stop()]);
  });

  it('sends the summary (consent given), the slot confirmation and the subscription summary', async () => {
    onTestFailed(() => console.error(offer.output(), notification.output()));
    const email = `offre-${randomUUID().slice(0, 8)}@example.fr`;
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    const { offers } = await bus.call(createOffer, request);
    const summary = await eventually(async () => (await emailsTo(email))[0], 'the summary email');
    expect(summary.subject).toBe('Votre comparaison de mutuelles santé');
    expect(summary.text).toContain(offers[0]!.plan.name);
    // The way back to the offers: the site opens them from their ids.
    const ids = offers.slice(0, 5).map((o) => o.id);
    expect(summary.text).toContain(`/?offres=${ids.join(',')}`);

    const day = businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 3000)), 1)[0]!;
    const confirmed = await bus.call(confirmOffer, {
      offerId: offers[0]!.id,
      dateSlot: day,
      timeSlot: '09:00',
    });
    expect(confirmed.emailQueued).toBe(true);
    const confirmation = await eventually(
      async () => (await emailsTo(email)).find((e) => e.subject === 'Votre rendez-vous est confirmé'),
      'the confirmation email',
    );
    expect(confirmation.text).toContain('à 09 h 00 (heure de Paris)');

    // The email carries the subscription link with its own capability.
    expect(confirmation.text).toMatch(/\/subscribe\?offerId=[0-9a-f-]{36}#cle=e\.\d+\.[\w-]{43}/);
    const subscribed = await bus.call(subscribeOffer, {
      offerId: offers[0]!.id,
      step01: sampleStep01(),
      capability: confirmed.subscriptionToken,
    });
    // The file is signed with the code the email gives; the confirmation follows, documents attached.
    const codeEmail = await eventually(
      async () =>
        (await emailsTo(email)).find(
          (e) => e.subject === 'Votre code pour signer votre dossier de souscription',
        ),
      'the signature code email',
    );
    const code = /Votre code de signature : (\d{6})/.exec(codeEmail.text ?? '')?.[1] ?? '';
    expect(
      (
        await bus.call(signSubscription, {
          offerId: offers[0]!.id,
          capability: confirmed.subscriptionToken,
          code,
          consent: true,
        })
      ).state,
    ).toBe('signed');
    const mandate = await eventually(
      async () =>
        (await emailsTo(email)).find((e) => e.subject === 'Votre souscription est signée : vos documents'),
      'the subscription email',
    );
    expect(mandate.text).toContain(subscribed.mandate.reference);
    expect(mandate.text).toContain('FR76 **** **** **** **** ***0 189');
    expect(mandate.text).not.toContain('3000 6000');
    expect(mandate.text).toContain(
      'Personnes assurées : Lætitia Santoni (vous), Marc Santoni (conjoint(e)), Léa Santoni (enfant), Paul Santoni (enfant), Inès Santoni (enfant).',
    );
  });

  it('sends no summary without consent', async () => {
    const email = `sans-accord-${randomUUID().slice(0, 8)}@example.fr`;
    const request = { ...sampleComparisonRequest(), consent: false };
    request.credentials.email = email;
    const reply = await bus.call(createOffer, request);
    expect(reply.summaryEmailQueued).toBe(false);
    // Another consented comparison made after it is emailed: by then this one was handled.
    const witness = `temoin-${randomUUID().slice(0, 8)}@example.fr`;
    const consented = sampleComparisonRequest();
    consented.credentials.email = witness;
    await bus.call(createOffer, consented);
    await eventually(async () => (await emailsTo(witness))[0], 'the witness summary');
    expect(await emailsTo(email)).toEqual([]);
  });
});
