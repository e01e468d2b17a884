import { AppError } from '@courtage/contracts/errors';
import type { CallbackStatus } from '@courtage/contracts/offer/callback-status';
import type { Credentials, Members, Warranties } from '@courtage/contracts/offer/comparison-request';
import { getStaffOffer } from '@courtage/contracts/offer/get-staff-offer.rpc';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import type { StaffOfferDetail } from '@courtage/contracts/offer/staff-offer';
import { STAFF_OFFER_MESSAGES } from '@courtage/contracts/offer/staff-offer-forms';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { listAudit } from '@courtage/runtime/audit/list-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { FileDocument } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { findSignature } from '../esign/subscription-file-store.ts';
import { listCallbackHistory, wasBooked } from '../repositories/callback-repository.ts';
import { listOfferNotes } from '../repositories/offer-notes-repository.ts';
import { findStaffOfferRow, listStaffStateHistory } from '../repositories/offers-repository.ts';
import { findSubscriptionOfOffer } from '../repositories/subscriptions-repository.ts';
import { requireActiveStaff } from '../staff/staff-directory.ts';
import { OFFER_AUDIT_ENTITY } from '../staff/staff-offer-actions.ts';
import type { StoredBeneficiary } from '../subscriptions/named-members.ts';
import { getOfferHandler } from './get-offer.ts';
import { currentCallbackStatus } from './set-callback-status.ts';

type HistoryActor = { kind?: string; id?: string };

/**
 * `offer.get-staff-offer`: everything the back-office's offer page shows. The priced formula
 * comes from `offer.get-offer`'s own handler (one definition of the offer detail); the rest
 * (household, contact, subscription masked, history with notes, assignee, notes, audit) from
 * offer's tables. Staff only; an actor whose account was disabled is refused.
 */
export function getStaffOfferHandler(deps: OfferDeps): RpcHandler {
  const publicDetail = getOfferHandler(deps);
  return rpcHandler(getStaffOffer, async ({ offerId }, meta) => {
    await requireActiveStaff(deps.bus, meta);
    const row = await findStaffOfferRow(deps.db, offerId);
    if (!row) throw new AppError('NOT_FOUND', STAFF_OFFER_MESSAGES.notFound);

    const [offer, subscription, history, notes, audit, callbackHistory, booked, signature] =
      await Promise.all([
        publicDetail.handle({ offerId }, meta) as Promise<OfferDetail>,
        findSubscriptionOfOffer(deps.db, offerId),
        listStaffStateHistory(deps.db, offerId),
        listOfferNotes(deps.db, offerId),
        listAudit(deps.db, OFFER_AUDIT_ENTITY, offerId, { limit: 200 }),
        listCallbackHistory(deps.db, offerId),
        wasBooked(deps.db, offerId),
        findSignature(deps.db, offerId),
      ]);

    const detail: StaffOfferDetail = {
      offer,
      household: row.members as Members,
      wanted: row.warranties as Warranties,
      contact: row.credentials as Credentials,
      subscription: subscription
        ? {
            id: subscription.id,
            createdAt: subscription.created_at.toISOString(),
            nationality: subscription.nationality,
            birthPlace: subscription.birth_place,
            birthCountry: subscription.birth_country,
            streetAddress: subscription.street_address,
            hasMutuelle: subscription.has_mutuelle,
            currentMutuelle: subscription.current_mutuelle,
            securiteSocialeMasked: subscription.nir_masked,
            bankName: subscription.bank_name,
            ibanMasked: subscription.iban_masked,
            bic: subscription.bic,
            frequency: subscription.frequency,
            collectionDate: subscription.collection_date,
            automaticDebit: subscription.automatic_debit,
            mandateReference: subscription.mandate_reference,
            accountHolder: subscription.account_holder,
            ...(signature
              ? {
                  signature: {
                    state: signature.state,
                    signedAt: signature.signed_at?.toISOString() ?? null,
                    signedDocuments:
                      signature.state === 'signed' ? (signature.documents as FileDocument[]).length : 0,
                    failedAttempts: signature.failed_attempts,
                  },
                }
              : {}),
            beneficiaries: Array.isArray(subscription.beneficiaries)
              ? (subscription.beneficiaries as StoredBeneficiary[])
              : [],
          }
        : null,
      stateHistory: history.map((entry) => {
        const actor = entry.actor as HistoryActor;
        const staff =
          actor.kind === 'admin' && actor.id ? { id: actor.id, name: entry.actor_name ?? '' } : null;
        return {
          from: entry.from_state as OfferState,
          to: entry.to_state as OfferState,
          at: entry.at.toISOString(),
          by: staff,
          note: entry.note,
        };
      }),
      callback: booked
        ? {
            status: currentCallbackStatus(callbackHistory),
            lostReason: callbackHistory.findLast((entry) => entry.to_status === 'perdu')?.note ?? null,
            history: callbackHistory.map((entry) => {
              const actor = entry.actor as HistoryActor;
              return {
                from: entry.from_status as CallbackStatus,
                to: entry.to_status as CallbackStatus,
                at: entry.at.toISOString(),
                by:
                  actor.kind === 'admin' && actor.id ? { id: actor.id, name: entry.actor_name ?? '' } : null,
                note: entry.note,
              };
            }),
          }
        : null,
      assignee:
        row.assignee_id && row.assigned_at
          ? { id: row.assignee_id, name: row.assignee_name ?? '', assignedAt: row.assigned_at.toISOString() }
          : null,
      notes: notes.map((note) => ({
        id: note.id,
        author: { id: note.author_id, name: note.author_name },
        text: note.text,
        at: note.created_at.toISOString(),
      })),
      audit: audit.map((entry) => ({
        at: entry.occurredAt,
        actorId: entry.actor.kind === 'admin' ? entry.actor.id : null,
        actorName: actorNameOf(entry.after),
        action: entry.action,
        before: entry.before,
        after: entry.after,
      })),
    };
    return detail;
  });
}

/** Staff writes record the actor's name in `after.actorName` (the audit log keeps ids only). */
function actorNameOf(after: unknown): string | null {
  if (typeof after !== 'object' || after === null) return null;
  const name = (after as { actorName?: unknown }).actorName;
  return typeof name === 'string' ? name : null;
}
