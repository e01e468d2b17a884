import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm, type FormDefinition } from '@courtage/contracts/form/define-form';
import { STAFF_OFFER_MESSAGES } from '@courtage/contracts/offer/staff-offer-forms';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import type { RpcMeta } from '@courtage/runtime/bus';
import type { TObject } from '@sinclair/typebox';
import type { Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { lockOfferForStaffAction } from '../repositories/offers-repository.ts';

// What the back-office's write RPCs on an offer share (rpc/assign-offer.ts, move-offer-state.ts,
// add-offer-note.ts, reveal-subscription-field.ts).

/** The audit log's entity name for offers (staff writes and reveals). */
export const OFFER_AUDIT_ENTITY = 'offer';

/** The form's own checks again (the gateway ran them; the service never trusts its caller). */
export function recheckStaffForm<S extends TObject>(
  form: FormDefinition<S>,
  value: Record<string, unknown>,
): void {
  const { offerId: _offerId, ...fields } = value;
  const errors = checkForm(form, fields);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
}

/** The offer a staff action changes, locked until the transaction ends (NOT_FOUND otherwise). */
export async function lockOfferForStaff(trx: Transaction<OfferDatabase>, offerId: string) {
  const offer = await lockOfferForStaffAction(trx, offerId);
  if (!offer) throw new AppError('NOT_FOUND', STAFF_OFFER_MESSAGES.notFound);
  return offer;
}

/** A staff action in offer's audit log, with the actor's name (the log keeps ids only). */
export function auditOfferAction(
  trx: Transaction<OfferDatabase>,
  meta: RpcMeta,
  action: string,
  offerId: string,
  data: {
    before: unknown;
    after: Record<string, unknown>;
    actorName: string;
  },
) {
  return recordAudit(trx, {
    actor: meta.actor,
    action,
    entity: OFFER_AUDIT_ENTITY,
    entityId: offerId,
    before: data.before,
    after: { ...data.after, actorName: data.actorName },
  });
}
