import { randomUUID } from 'node:crypto';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import type { Actor } from '@courtage/contracts/define';
import { addOfferNote } from '@courtage/contracts/offer/add-offer-note.rpc';
import { assignOffer } from '@courtage/contracts/offer/assign-offer.rpc';
import { setCallbackStatus } from '@courtage/contracts/offer/callback-status';
import { confirmOffer } from '@courtage/contracts/offer/confirm-offer.rpc';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { getStaffOffer } from '@courtage/contracts/offer/get-staff-offer.rpc';
import { listOfferAssignees } from '@courtage/contracts/offer/list-offer-assignees.rpc';
import { moveOfferState } from '@courtage/contracts/offer/move-offer-state.rpc';
import { rescheduleCallback } from '@courtage/contracts/offer/reschedule-callback.rpc';
import { revealSubscriptionField } from '@courtage/contracts/offer/reveal-subscription-field.rpc';
import { subscribeOffer } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { sampleComparisonRequest, sampleStep01 } from '@courtage/contracts/offer/test-requests';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type EventObserver, observeEvents } from '@courtage/runtime/testing/event-observer';
import { eventually } from '@courtage/runtime/testing/eventually';
import { rejection } from '@courtage/runtime/testing/rejection';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { businessDaysFrom } from '../src/slots/business-days.ts';
import { serveFakeAuth } from './support/fake-auth.ts';
import { isolatedRun } from './support/own-database.ts';
import { offerEnv } from './support/test-env.ts';

// A vhost and a database of this run alone (isolatedRun): its auth double answers the staff list
// with this run's staff, and its offer process's outbox relay publishes only this run's events.

const alice = { id: randomUUID(), name: 'Alice Martin', email: 'alice@example.fr' };
const bruno = { id: randomUUID(), name: 'Bruno Petit', email: 'bruno@example.fr' };
const admin: Actor = { kind: 'admin', id: alice.id, role: 'admin' };
const subAdmin: Actor = { kind: 'admin', id: bruno.id, role: 'sub-admin' };
const opts = (actor: Actor) => ({ actor, timeoutMs: 10_000 });

describe('back-office work on offers (assign, move, notes, reveal, auto-assignment)', () => {
  let offer: ServiceProcess;
  let bus: Bus;
  let events: EventObserver;
  let callbackEvents: EventObserver;
  let isolation: Awaited<ReturnType<typeof isolatedRun>>;

  beforeAll(async () => {
    isolation = await isolatedRun('offer_staff');
    const AMQP_URL = isolation.amqpUrl;
    const DATABASE_URL = await isolation.database('offer');
    bus = await createBus({ url: AMQP_URL, name: 'staff-offers-test', logger: createLogger('t', 'silent') });
    await serveFakeAuth(bus, [
      rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
        staff: [alice, bruno].filter((member) => !staffIds || staffIds.includes(member.id)),
      })),
    ]);
    events = await observeEvents(AMQP_URL, 'offer.offer.*');
    callbackEvents = await observeEvents(AMQP_URL, 'offer.callback.*');
    offer = await startServiceProcess('services/offer/src/main.ts', offerEnv({ AMQP_URL, DATABASE_URL }));
  }, 60_000);

  afterAll(async () => {
    await events?.close();
    await callbackEvents?.close();
    await bus?.close();
    await offer?.stop();
    await isolation?.remove();
  });

  const slotDay = () => businessDaysFrom(addDays(parisDate(), 400 + Math.floor(Math.random() * 5000)), 1)[0]!;

  async function confirmedOffer(email = `staff-${randomUUID().slice(0, 8)}@example.fr`) {
    const request = sampleComparisonRequest();
    request.credentials.email = email;
    const { offers } = await bus.call(createOffer, request);
    const offerId = offers[0]!.id;
    const { subscriptionToken } = await bus.call(confirmOffer, {
      offerId,
      dateSlot: slotDay(),
      timeSlot: '10:00',
    });
    return { offerId, email, capability: subscriptionToken };
  }

  const eventOf = (type: string, offerId: string) =>
    eventually(
      async () =>
        events.received.find((e) => e.type === type && (e.data as { offerId: string }).offerId === offerId),
      `${type} of ${offerId}`,
    );

  it('assigns confirmed call-backs to the active staff member with the fewest open ones', async () => {
    onTestFailed(() => console.error(offer.output()));
    const first = await confirmedOffer();
    const assigned = await eventOf('offer.offer.assigned', first.offerId);
    expect(assigned.data).toMatchObject({ assigneeId: alice.id, assigneeName: alice.name, assignedBy: null });
    expect(assigned.data).toHaveProperty('dateSlot');
    expect(assigned.data).toHaveProperty('timeSlot', '10:00');

    const second = await confirmedOffer();
    expect((await eventOf('offer.offer.assigned', second.offerId)).data).toMatchObject({
      assigneeId: bruno.id,
    });

    const confirmed = await eventOf('offer.offer.confirmed', first.offerId);
    expect(confirmed.data).toMatchObject({
      from: 'proposed',
      to: 'confirmed',
      timeSlot: '10:00',
      offer: {
        insuranceLine: 'sante',
        contact: { email: first.email, city: 'Ajaccio', firstName: 'Lætitia' },
      },
    });
  });

  it('lets staff assign, move with a note and add notes; each change an event and an audit entry', async () => {
    onTestFailed(() => console.error(offer.output()));
    const { offerId, email } = await confirmedOffer();
    await eventOf('offer.offer.assigned', offerId);

    const reassigned = await bus.call(assignOffer, { offerId, assigneeId: bruno.id }, opts(admin));
    expect(reassigned).toEqual({ offerId, assignee: { id: bruno.id, name: bruno.name } });
    const unknown = await rejection(
      bus.call(assignOffer, { offerId, assigneeId: randomUUID() }, opts(admin)),
    );
    expect(unknown).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'assigneeId', message: 'Ce membre de l’équipe n’existe pas ou est désactivé.' }],
    });

    const refused = await rejection(
      bus.call(moveOfferState, { offerId, state: 'signed', note: 'Trop tôt' }, opts(subAdmin)),
    );
    expect(refused.code).toBe('CONFLICT');
    const blankNote = await rejection(
      bus.call(moveOfferState, { offerId, state: 'cancelled', note: '   ' }, opts(subAdmin)),
    );
    expect(blankNote).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'note' }] });

    const note = await bus.call(addOfferNote, { offerId, text: 'Rappel fait, hésite.' }, opts(subAdmin));
    expect(note.author).toEqual({ id: bruno.id, name: bruno.name });
    const moved = await bus.call(
      moveOfferState,
      { offerId, state: 'cancelled', note: 'A trouvé ailleurs.' },
      opts(subAdmin),
    );
    expect(moved).toEqual({ offerId, state: 'cancelled' });

    const cancelled = await eventOf('offer.offer.cancelled', offerId);
    expect(cancelled.data).toMatchObject({
      staffId: bruno.id,
      note: 'A trouvé ailleurs.',
      offer: { contact: { email } },
    });
    expect((await eventOf('offer.offer.note-added', offerId)).data).toMatchObject({
      text: 'Rappel fait, hésite.',
    });

    const detail = await bus.call(getStaffOffer, { offerId }, opts(subAdmin));
    expect(detail.offer.state).toBe('cancelled');
    expect(detail.contact.email).toBe(email);
    expect(detail.household.status).toBe('Un couple + enfant(s)');
    expect(detail.assignee).toMatchObject({ id: bruno.id, name: bruno.name });
    expect(detail.stateHistory).toEqual([
      expect.objectContaining({ from: 'proposed', to: 'confirmed', by: null, note: null }),
      expect.objectContaining({
        from: 'confirmed',
        to: 'cancelled',
        by: { id: bruno.id, name: bruno.name },
        note: 'A trouvé ailleurs.',
      }),
    ]);
    expect(detail.notes.map((n) => n.text)).toEqual(['Rappel fait, hésite.']);
    expect(detail.audit.map((entry) => entry.action)).toEqual(['move-state', 'add-note', 'assign']);
    expect(detail.audit[2]).toMatchObject({ actorId: alice.id, actorName: alice.name });
  });

  it('follows the call-back before subscription along its rules, each change in its history; lost cancels', async () => {
    onTestFailed(() => console.error(offer.output()));
    const { offerId } = await confirmedOffer();
    await eventOf('offer.offer.assigned', offerId);
    const before = await bus.call(getStaffOffer, { offerId }, opts(admin));
    expect(before.callback).toEqual({ status: 'a_rappeler', lostReason: null, history: [] });

    // 'Devis envoyé' needs the call first.
    const early = await rejection(
      bus.call(setCallbackStatus, { offerId, status: 'devis_envoye' }, opts(subAdmin)),
    );
    expect(early).toMatchObject({
      code: 'CONFLICT',
      message: 'Le suivi ne peut pas passer de « À rappeler » à « Devis envoyé ».',
    });
    for (const status of ['injoignable', 'a_rappeler', 'rappel_effectue', 'devis_envoye'] as const) {
      expect(await bus.call(setCallbackStatus, { offerId, status }, opts(subAdmin))).toEqual({
        offerId,
        status,
        state: 'confirmed',
      });
    }
    const noReason = await rejection(
      bus.call(setCallbackStatus, { offerId, status: 'perdu' }, opts(subAdmin)),
    );
    expect(noReason).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'lostReason', message: 'Indiquez pourquoi l’offre est perdue (500 caractères au plus).' },
      ],
    });
    const lost = await bus.call(
      setCallbackStatus,
      { offerId, status: 'perdu', lostReason: 'A signé chez son banquier.' },
      opts(subAdmin),
    );
    expect(lost).toEqual({ offerId, status: 'perdu', state: 'cancelled' });
    const cancelled = await eventOf('offer.offer.cancelled', offerId);
    expect(cancelled.data).toMatchObject({ note: 'Perdu : A signé chez son banquier.', staffId: bruno.id });

    const after = await bus.call(getStaffOffer, { offerId }, opts(admin));
    expect(after.offer.state).toBe('cancelled');
    expect(after.callback?.status).toBe('perdu');
    expect(after.callback?.lostReason).toBe('A signé chez son banquier.');
    expect(after.callback?.history.map((entry) => [entry.from, entry.to, entry.by?.name])).toEqual([
      ['a_rappeler', 'injoignable', bruno.name],
      ['injoignable', 'a_rappeler', bruno.name],
      ['a_rappeler', 'rappel_effectue', bruno.name],
      ['rappel_effectue', 'devis_envoye', bruno.name],
      ['devis_envoye', 'perdu', bruno.name],
    ]);
    expect(after.audit.filter((entry) => entry.action === 'set-callback-status')).toHaveLength(5);
    // Each move is told to crm's pipeline board, in order.
    await expect
      .poll(
        () =>
          callbackEvents.received
            .filter(
              (e) =>
                e.type === 'offer.callback.status-changed' &&
                (e.data as { offerId: string }).offerId === offerId,
            )
            .map((e) => (e.data as { to: string }).to),
        { timeout: 10_000 },
      )
      .toEqual(['injoignable', 'a_rappeler', 'rappel_effectue', 'devis_envoye', 'perdu']);
    // A cancelled (or subscribed) offer's follow-up no longer moves.
    const closed = await rejection(
      bus.call(setCallbackStatus, { offerId, status: 'a_rappeler' }, opts(admin)),
    );
    expect(closed).toMatchObject({
      code: 'CONFLICT',
      message: 'Le suivi du rappel ne change que pour une offre avec rendez-vous, avant la souscription.',
    });
  });

  it('moves a booked call-back to a free slot, writes it in the follow-up and emails the visitor', async () => {
    onTestFailed(() => console.error(offer.output()));
    const { offerId } = await confirmedOffer();
    await eventOf('offer.offer.assigned', offerId);
    const before = await bus.call(getStaffOffer, { offerId }, opts(admin));
    const day = slotDay();
    const moved = await bus.call(
      rescheduleCallback,
      { offerId, dateSlot: day, timeSlot: '14:00' },
      opts(subAdmin),
    );
    expect(moved).toEqual({ offerId, dateSlot: day, timeSlot: '14:00' });
    const event = await eventually(
      async () =>
        callbackEvents.received.find(
          (e) =>
            e.type === 'offer.callback.rescheduled' && (e.data as { offerId: string }).offerId === offerId,
        ),
      'the rescheduled event',
    );
    expect(event.data).toMatchObject({
      dateSlot: day,
      timeSlot: '14:00',
      previousDateSlot: before.offer.booking?.dateSlot,
      previousTimeSlot: '10:00',
      postalCode: '20000',
    });
    const after = await bus.call(getStaffOffer, { offerId }, opts(admin));
    expect(after.offer.booking).toMatchObject({ dateSlot: day, timeSlot: '14:00' });
    expect(after.callback?.history.at(-1)).toMatchObject({
      from: 'a_rappeler',
      to: 'a_rappeler',
      by: { id: bruno.id, name: bruno.name },
      note: expect.stringMatching(/^Rappel déplacé du .+ à 10 h 00 au .+ à 14 h 00$/),
    });
    const same = await rejection(
      bus.call(rescheduleCallback, { offerId, dateSlot: day, timeSlot: '14:00' }, opts(subAdmin)),
    );
    expect(same).toMatchObject({
      code: 'CONFLICT',
      message: 'Le rappel est déjà prévu à ce créneau. Choisissez-en un autre.',
    });
    const saturday = await rejection(
      bus.call(rescheduleCallback, { offerId, dateSlot: '2031-03-08', timeSlot: '10:00' }, opts(subAdmin)),
    );
    expect(saturday).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Les rendez-vous ont lieu les jours ouvrés. Veuillez choisir un autre jour.',
    });
  });

  it('refuses customers, visitors and staff no longer active', async () => {
    const { offerId } = await confirmedOffer();
    for (const actor of [
      { kind: 'customer', id: randomUUID(), role: 'customer' },
      { kind: 'visitor' },
      { kind: 'admin', id: randomUUID(), role: 'admin' },
    ] as Actor[]) {
      expect((await rejection(bus.call(getStaffOffer, { offerId }, opts(actor)))).code).toBe('FORBIDDEN');
      expect((await rejection(bus.call(addOfferNote, { offerId, text: 'x' }, opts(actor)))).code).toBe(
        'FORBIDDEN',
      );
    }
    const unknown = await rejection(bus.call(getStaffOffer, { offerId: randomUUID() }, opts(admin)));
    expect(unknown.code).toBe('NOT_FOUND');
    expect(await bus.call(listOfferAssignees, {}, opts(subAdmin))).toEqual({
      staff: [
        { id: alice.id, name: alice.name },
        { id: bruno.id, name: bruno.name },
      ],
    });
  });

  it('reveals the NIR and the IBAN to an Admin only, each reveal audited without the clear value', async () => {
    onTestFailed(() => console.error(offer.output()));
    const { offerId, capability } = await confirmedOffer();
    await bus.call(subscribeOffer, { offerId, step01: sampleStep01(), capability });

    const detail = await bus.call(getStaffOffer, { offerId }, opts(subAdmin));
    expect(detail.subscription?.securiteSocialeMasked).toBe('2 85 ** ** *** *** **');
    expect(detail.subscription?.ibanMasked).not.toContain('3456');
    // The account holder and the household named at subscription.
    expect(detail.subscription?.accountHolder).toBe('Lætitia Santoni');
    expect(detail.subscription?.beneficiaries.map((p) => [p.member, p.firstName, p.attachedTo])).toEqual([
      ['conjoint', 'Marc', undefined],
      ['child1', 'Léa', 'assure'],
      ['child2', 'Paul', 'conjoint'],
      ['child3', 'Inès', 'assure'],
    ]);

    const refused = await rejection(
      bus.call(revealSubscriptionField, { offerId, field: 'nir' }, opts(subAdmin)),
    );
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'Seul un administrateur peut faire cela.' });

    const nir = await bus.call(revealSubscriptionField, { offerId, field: 'nir' }, opts(admin));
    expect(nir.value.replace(/\s/g, '')).toBe('285042A00412387');
    const iban = await bus.call(revealSubscriptionField, { offerId, field: 'iban' }, opts(admin));
    expect(iban.value.replace(/\s/g, '')).toBe('FR7630006000011234567890189');

    const audit = (await bus.call(getStaffOffer, { offerId }, opts(admin))).audit;
    expect(audit.map((entry) => entry.action)).toEqual(['reveal-iban', 'reveal-nir']);
    expect(audit[1]).toMatchObject({ actorId: alice.id, actorName: alice.name });
    expect(JSON.stringify(audit)).not.toContain('2850');
    expect(JSON.stringify(audit)).not.toContain('30006000');
  });
});
