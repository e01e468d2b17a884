import { randomUUID } from 'node:crypto';
import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-offer.rpc';
import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { serveFakeAuth } from '@courtage/offer/test-support/fake-auth';
import {
  AMQP_URL,
  DATABASE_URL,
  ensureVhostAndDatabase,
  offerEnv,
} from '@courtage/offer/test-support/test-env';
import { type Bus, createBus } from '@courtage/runtime/bus';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { buildTestApp, randomIp, testLogger } from '../support/test-app.ts';

// Security probe: someone who books a call-back first with another person's email address must
// not stop that person from booking one. Through the gateway and a real offer service (the
// offer tests' own vhost and database), each booker from his own address.
describe('probe: booking with someone else’s email address', () => {
  let app: FastifyInstance;
  let offer: ServiceProcess;
  let authBus: Bus;
  let db: pg.Client;

  beforeAll(async () => {
    await ensureVhostAndDatabase();
    offer = await startServiceProcess('services/offer/src/main.ts', offerEnv());
    authBus = await createBus({ url: AMQP_URL, name: 'gateway-probe-auth', logger: testLogger });
    await serveFakeAuth(authBus);
    app = await buildTestApp({ AMQP_URL });
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await authBus?.close();
    if (offer) await offer.stop();
  });

  /** A comparison and a call-back booked with `email`, from `address`: the booking's answer. */
  async function bookWith(email: string, address: string) {
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/confirm-offer/create-offer',
      payload: request,
      remoteAddress: address,
    });
    expect(created.statusCode, created.body).toBe(201);
    const offerId = created.json().offers[0].id as string;
    const slots = await app.inject({
      method: 'GET',
      url: '/api/v1/confirm-offer/slots?days=10',
      remoteAddress: address,
    });
    type Day = { date: string; slots: { time: string; remaining: number }[] };
    const days = slots.json().days as Day[];
    const day = days.reverse().find((d) => d.slots.some((s) => s.remaining > 0));
    if (!day) throw new Error('no free slot in the next 10 days');
    const slot = day.slots.find((s) => s.remaining > 0)!;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/confirm-offer',
      payload: { offerId, dateSlot: day.date, timeSlot: slot.time },
      remoteAddress: address,
    });
    return { offerId, confirmed };
  }

  it('a squatter’s booking of an address never locks its owner out for good', async () => {
    onTestFailed(() => console.error(offer.output()));
    const victim = `victime-${randomUUID().slice(0, 8)}@example.fr`;
    const squatter = await bookWith(victim, randomIp());
    expect(squatter.confirmed.statusCode, squatter.confirmed.body).toBe(200);
    // The squatter never opens the confirmation email sent to the victim's address. Once the
    // unproven booking's hold is over, the owner books from another address.
    await db.query(`UPDATE bookings SET created_at = now() - interval '31 minutes' WHERE offer_id = $1`, [
      squatter.offerId,
    ]);
    const owner = await bookWith(victim, randomIp());
    expect(owner.confirmed.statusCode, owner.confirmed.body).toBe(200);
  });

  // The requirement in full: the owner books at once, not only after the squatter's hold.
  // Today an unproven booking holds the address for UNPROVEN_EMAIL_HOLD_MINUTES (30 min): this
  // probe documents that gap (`fails`) until the booking rule closes it; then drop `.fails`.
  it.fails('the owner books at once, right after a squatter booked with the address', async () => {
    const victim = `victime-${randomUUID().slice(0, 8)}@example.fr`;
    const squatter = await bookWith(victim, randomIp());
    expect(squatter.confirmed.statusCode).toBe(200);
    const owner = await bookWith(victim, randomIp());
    expect(owner.confirmed.json().message).not.toBe(CONFIRM_MESSAGES.alreadyBooked);
    expect(owner.confirmed.statusCode).toBe(200);
  });
});
