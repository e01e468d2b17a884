import { expect, type Page } from '@playwright/test';

/** Offers made through the gateway's public API, for journeys that start past the comparator. */

/** The public shape of GET /api/v1/confirm-offer/slots (services/contracts/src/offer/list-slots.rpc.ts). */
export type SlotDays = { days: Array<{ date: string; slots: Array<{ time: string; remaining: number }> }> };

export const API_URL = process.env.E2E_API_URL ?? 'http://localhost:13000';

/** Who asks for the offer, where the journey needs someone else than the default Parisian. */
export type Visitor = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  postalCode: string;
  city: string;
};

const PARISIAN: Visitor = {
  firstName: 'Claire',
  lastName: 'Martin',
  phoneNumber: '06 11 22 33 44',
  postalCode: '75011',
  city: 'Paris 11e Arrondissement',
};

/** A proposed offer made through the API. */
export async function proposedOfferId(
  page: Page,
  email: string,
  visitor: Visitor = PARISIAN,
): Promise<string> {
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
  const created = await page.request.post(`${API_URL}/api/v1/confirm-offer/create-offer`, {
    data: {
      members: {
        status: 'Seul(e)',
        gender: 'femme',
        birthDate: '1990-06-15',
        hasPartner: false,
        activity: 'salarie',
        socialRegime: 'general',
        childs: 0,
        children: {},
      },
      warranties: Object.fromEntries(
        ['medicalCare', 'dental', 'visual', 'hearing', 'hospitalization'].map((c) => [
          c,
          { level: 'Minimum' },
        ]),
      ),
      credentials: { ...visitor, email, insureDate: start },
      consent: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { offers: Array<{ id: string }> }).offers[0]?.id ?? '';
}

/** A confirmed offer made through the API: the /subscribe link with its capability (`#cle=`). */
export async function confirmedOfferLink(page: Page, email: string): Promise<string> {
  const offerId = await proposedOfferId(page, email);
  const slots = (await (
    await page.request.get(`${API_URL}/api/v1/confirm-offer/slots?days=20`)
  ).json()) as SlotDays;
  // The last days first: the journeys book the first free slots.
  const day = [...slots.days].reverse().find((d) => d.slots.some((s) => s.remaining > 0));
  const slot = day?.slots.find((s) => s.remaining > 0);
  const confirmed = await page.request.post(`${API_URL}/api/v1/confirm-offer`, {
    data: { offerId, dateSlot: day?.date, timeSlot: slot?.time },
  });
  expect(confirmed.status()).toBe(200);
  const { subscriptionToken } = (await confirmed.json()) as { subscriptionToken: string };
  return `/subscribe?offerId=${offerId}#cle=${subscriptionToken}`;
}
