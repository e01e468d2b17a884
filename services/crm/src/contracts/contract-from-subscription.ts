import {
  type OfferStateChangedData,
  offerCancelled,
  offerSigned,
  offerSubscribed,
} from '@courtage/contracts/offer/events';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Transaction } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import type { RecordsDatabase } from '../records-schema.ts';
import { findStandaloneContactByEmail, insertContact } from '../repositories/contacts-repository.ts';
import {
  findOfferContractStatus,
  insertOfferContractIfNew,
  setContractStatus,
} from '../repositories/contracts-repository.ts';

const addYear = (day: string) => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/** Who acted for the audit log: the visitor who subscribed (the customer account when linked). */
const visitorActor = (data: OfferStateChangedData) =>
  data.userId ? { kind: 'customer' as const, id: data.userId } : { kind: 'visitor' as const };

async function onSubscribed(trx: Transaction<RecordsDatabase>, data: OfferStateChangedData) {
  const offer = data.offer;
  if (!offer) return; // an event written before the summary existed: nothing to build from
  const email = offer.contact.email.toLowerCase();
  let contactId = await findStandaloneContactByEmail(trx, email);
  if (!contactId) {
    contactId = await insertContact(trx, {
      civility: 'M.',
      name: offer.contact.lastName,
      forename: offer.contact.firstName,
      function: null,
      email,
      phone: offer.contact.phoneNumber,
      company_id: null,
    });
    await recordAudit(trx, {
      actor: visitorActor(data),
      action: 'create',
      entity: 'contact',
      entityId: contactId,
      after: { fromOffer: data.offerId },
    });
  }
  const contractId = await insertOfferContractIfNew(trx, {
    holder_kind: 'person',
    company_id: null,
    contact_id: contactId,
    holder_name: `${offer.contact.firstName} ${offer.contact.lastName}`,
    insurer: offer.provider.name,
    product: `${offer.plan.name} – ${offer.formula.name}`,
    policy_number: `CMP-${data.offerId}`,
    start_date: offer.startDate.slice(0, 10),
    renewal_date: addYear(offer.startDate),
    monthly_premium: offer.monthlyPrice,
    commission_rate: 0,
    status: 'en_attente',
    source: 'comparator',
    offer_id: data.offerId,
  });
  if (contractId)
    await recordAudit(trx, {
      actor: visitorActor(data),
      action: 'create',
      entity: 'contract',
      entityId: contractId,
      after: { offerId: data.offerId, insurer: offer.provider.name, monthlyPremium: offer.monthlyPrice },
    });
}

/** Signed at the insurer: the contract is active; cancelled: terminated. */
async function onStateChange(
  trx: Transaction<RecordsDatabase>,
  data: OfferStateChangedData,
  status: 'actif' | 'resilie',
) {
  const before = await findOfferContractStatus(trx, data.offerId);
  if (!before || before.status === status) return;
  await setContractStatus(trx, before.id, status);
  await recordAudit(trx, {
    actor: data.staffId ? { kind: 'admin', id: data.staffId } : visitorActor(data),
    action: 'status-changed',
    entity: 'contract',
    entityId: before.id,
    before: { status: before.status },
    after: { status, offerEvent: data.to },
  });
}

/**
 * A subscription finished in the comparator becomes a contract in the portfolio by itself:
 * a standalone contact (found by e-mail or created) holds a pending contract built
 * from the event's offer summary. Signed -> actif, cancelled -> résilié. Inbox: once per event.
 */
export function contractFromSubscription(ctx: RecordsContext): Subscription {
  return defineSubscription({
    consumer: 'crm',
    purpose: 'contracts-from-offers',
    events: [offerSubscribed, offerSigned, offerCancelled],
    inboxDb: ctx.db,
    async handle(event, { trx }) {
      const db = trx as Transaction<RecordsDatabase>;
      const data = event.data;
      if (event.type === offerSubscribed.type) await onSubscribed(db, data);
      else if (event.type === offerSigned.type) await onStateChange(db, data, 'actif');
      else if (event.type === offerCancelled.type) await onStateChange(db, data, 'resilie');
    },
  });
}
