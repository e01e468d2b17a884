import { AppError } from '@courtage/contracts/errors';
import { revealSubscriptionField } from '@courtage/contracts/offer/reveal-subscription-field.rpc';
import {
  revealSubscriptionFieldForm,
  STAFF_OFFER_MESSAGES,
} from '@courtage/contracts/offer/staff-offer-forms';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { fieldContext } from '../crypto/field-context.ts';
import type { OfferDeps } from '../deps.ts';
import { findSubscriptionSecrets } from '../repositories/subscriptions-repository.ts';
import { requireActiveStaff } from '../staff/staff-directory.ts';
import { auditOfferAction, recheckStaffForm } from '../staff/staff-offer-actions.ts';

/**
 * `offer.reveal-subscription-field`: the clear NIR or IBAN, Admin only (checked on the token's
 * role and on auth's current list of active staff), each reveal written to the audit log in the
 * same transaction as the read (no entry, no value).
 */
export function revealSubscriptionFieldHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(revealSubscriptionField, async (request, meta) => {
    recheckStaffForm(revealSubscriptionFieldForm, request);
    const staff = await requireActiveStaff(deps.bus, meta, { adminOnly: true });
    return deps.db.transaction().execute(async (trx) => {
      const subscription = await findSubscriptionSecrets(trx, request.offerId);
      if (!subscription) throw new AppError('NOT_FOUND', STAFF_OFFER_MESSAGES.noSubscription);
      const nir = request.field === 'nir';
      const value = deps.cipher.decrypt(
        nir ? subscription.nir_encrypted : subscription.iban_encrypted,
        fieldContext('subscriptions', request.field, request.offerId),
      );
      await auditOfferAction(trx, meta, nir ? 'reveal-nir' : 'reveal-iban', request.offerId, {
        before: null,
        // The masked form only: the audit log is read by every staff member.
        after: { field: request.field, masked: nir ? subscription.nir_masked : subscription.iban_masked },
        actorName: staff.name,
      });
      return { offerId: request.offerId, field: request.field, value };
    });
  });
}
