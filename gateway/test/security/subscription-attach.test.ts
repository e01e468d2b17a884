import { randomUUID } from 'node:crypto';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { businessDaysFrom } from '@courtage/offer/business-days';
import { ensureVhostAndDatabase, offerEnv } from '@courtage/offer/test-support/test-env';
import { eventually } from '@courtage/runtime/testing/eventually';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type AuthStack, startAuthStack } from '../support/auth-stack.ts';
import { signThroughGateway } from '../support/sign-subscription.ts';
import { randomIp } from '../support/test-app.ts';

// End to end through the gateway, the real auth service and the real offer service
// (one vhost, real PostgreSQL): a visitor subscribes, signed out and without the emailed link,
// with the address of an existing account. The offer is not given to that account then (the
// reply says nothing of it); it is once the account's owner proves the address by signing in.
describe('an unattached subscription joins its owner’s account once the address is proven', () => {
  let stack: AuthStack;
  let app: FastifyInstance;
  let offer: ServiceProcess;
  const PASSWORD = 'Motdepasse-2026';

  beforeAll(async () => {
    await ensureVhostAndDatabase();
    stack = await startAuthStack('attach');
    app = stack.app;
    offer = await startServiceProcess('services/offer/src/main.ts', offerEnv({ AMQP_URL: stack.amqpUrl }));
  }, 240_000);
  afterAll(async () => {
    if (offer) await offer.stop();
    await stack?.stop();
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const myOffers = async (token: string) => {
    const response = await inject('GET', '/api/v1/confirm-offer/get-user-offers', undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().offers as { id: string; state: string }[]).map((o) => [o.id, o.state]);
  };

  it('stores it unattached, then attaches it at the owner’s next sign-in', async () => {
    onTestFailed(() => console.error(offer.output()));
    const email = `rattachement.${randomUUID().slice(0, 8)}@example.fr`;
    const owner = await stack.signUpCustomer(email, PASSWORD, randomIp());
    expect(await myOffers(owner.tokens.accessToken!)).toEqual([]);

    // Signed out, the comparison under the owner's address, the page's capability only.
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    const created = await inject('POST', '/api/v1/confirm-offer/create-offer', request);
    expect(created.statusCode, created.body).toBe(201);
    const offerId = created.json().offers[0].id as string;
    const day = businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 3000)), 1)[0]!;
    const confirmed = await inject('POST', '/api/v1/confirm-offer', {
      offerId,
      dateSlot: day,
      timeSlot: '10:00',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const subscribed = await inject('POST', '/api/v1/confirm-offer/subscriber-offer', {
      offerId,
      step01: sampleStep01(),
      capability: confirmed.json().subscriptionToken,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    expect(subscribed.json()).not.toHaveProperty('account');
    const signed = await signThroughGateway(inject, offerId, confirmed.json().subscriptionToken);
    expect(signed.statusCode, signed.body).toBe(200);

    // Not the account's yet, even for its owner's current session.
    expect(await myOffers(owner.tokens.accessToken!)).toEqual([]);

    // The owner signs in (a verified address): the offer joins the account.
    const signedIn = await inject('POST', '/auth/v1/user/login', { email, password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().tokens.accessToken as string;
    const attached = await eventually(async () => {
      const offers = await myOffers(token);
      return offers.length > 0 ? offers : undefined;
    }, 'the subscription to be attached');
    expect(attached).toEqual([[offerId, 'subscribed']]);
    const detail = await inject('GET', `/api/v1/confirm-offer/get-user-offers/${offerId}`, undefined, token);
    expect(detail.statusCode, detail.body).toBe(200);

    // Someone else's account proving another address takes nothing.
    const other = await stack.signUpCustomer(
      `autre.${randomUUID().slice(0, 8)}@example.fr`,
      PASSWORD,
      randomIp(),
    );
    expect(await myOffers(other.tokens.accessToken!)).toEqual([]);
  });
});
