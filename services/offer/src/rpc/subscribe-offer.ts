import { ensureCustomer } from '@courtage/contracts/auth/ensure-customer.rpc';
import { AppError, assertNoFieldErrors } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import type { Members } from '@courtage/contracts/offer/comparison-request';
import { IDENTITY_MESSAGES } from '@courtage/contracts/offer/identity-checks';
import { subscribeStateMessage } from '@courtage/contracts/offer/subscribe-messages';
import { SUBSCRIBE_CAPABILITY_MESSAGE, subscribeOffer } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { declaredHousehold } from '@courtage/contracts/offer/subscriber-identity';
import { subscriberIdentityForm } from '@courtage/contracts/offer/subscriber-identity-form';
import { maskIban, maskNir } from '@courtage/contracts/offer/subscription';
import { compactBic } from '@courtage/contracts/validators/bic';
import { compactIban } from '@courtage/contracts/validators/iban';
import { compactNir } from '@courtage/contracts/validators/nir';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely, Transaction } from 'kysely';
import { fieldContext } from '../crypto/field-context.ts';
import type { OfferDatabase } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { step01Consents } from '../esign/load-subscription-file.ts';
import { findSignature } from '../esign/subscription-file-store.ts';
import { dropPendingFile, prepareSignature, signatureView } from '../esign/subscription-files.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { offerForEmail } from '../offers/lock-offer.ts';
import { requireView } from '../offers/offer-summary.ts';
import { recordSubscriptionConsents } from '../privacy/consents.ts';
import { selectOfferForChange } from '../repositories/offers-repository.ts';
import {
  findOfferToSubscribe,
  hasSubscriptionUnderWay,
  insertSubscription,
  lockSubscriberAddress,
} from '../repositories/subscriptions-repository.ts';
import { birthPlaceErrors, communeDepartementsOf } from '../subscriptions/birth-place-check.ts';
import { creditorOf, newMandateReference } from '../subscriptions/mandate.ts';
import { storedBeneficiaries } from '../subscriptions/named-members.ts';
import { OFFER_NOT_FOUND } from './get-offer.ts';

type Contact = { firstName: string; lastName: string; email: string; phoneNumber: string };

/**
 * A person (by e-mail address) with a subscription under way (subscribed or in review) is told
 * so instead of signing a second mandate (four mandates the same day). 409.
 */
async function refuseSubscriptionUnderWay(
  db: Kysely<OfferDatabase> | Transaction<OfferDatabase>,
  email: string,
): Promise<void> {
  if (await hasSubscriptionUnderWay(db, email))
    throw new AppError('CONFLICT', IDENTITY_MESSAGES.subscriptionUnderWay);
}

function checkState(state: string): void {
  const refused = subscribeStateMessage(state);
  if (refused) throw new AppError('CONFLICT', refused);
}

/**
 * `offer.subscriber-offer`: step 01 for a confirmed offer, for the holder of its capability
 * only (subscriptions/capability.ts; 401 and nothing changed without it). Creates or finds the
 * customer account first (`auth.ensure-customer`, idempotent: auth emails the set-password
 * link), then stores the subscription (NIR and IBAN encrypted), moves the offer to
 * 'subscribed' and writes its events, in one transaction.
 *
 * Who gets the offer: a new account (only the address's owner can set its password), an
 * account that already existed only with the emailed link's capability or when its owner
 * is signed in; otherwise the subscription is stored unattached (brokers see it) and the
 * reply is the same: it never tells whether an account exists for that address.
 */
export function subscribeOfferHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(subscribeOffer, async ({ offerId, step01, capability, client }, meta) => {
    const purpose = deps.capabilities.verify(capability, offerId);
    if (!purpose) throw new AppError('UNAUTHENTICATED', SUBSCRIBE_CAPABILITY_MESSAGE);

    const offer = await findOfferToSubscribe(deps.db, offerId);
    if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
    checkState(offer.state);
    // The NIR against the sex and birth date given in the comparison, département 99 against
    // the birth country, the partner and children named with the comparison's birth dates:
    // the site runs the same form first; refused next to the field, nothing stored.
    const declared = declaredHousehold(offer.members as Members);
    assertNoFieldErrors(checkForm(subscriberIdentityForm, { step01, declared }));
    // The NIR's birth département against the birth place, from the official commune list.
    assertNoFieldErrors(birthPlaceErrors(step01, communeDepartementsOf(deps.postalCodes)));
    const beneficiaries = storedBeneficiaries(step01);
    const contact = offer.credentials as Contact;
    // Before the account is created (and its e-mail sent); again under the lock below.
    await refuseSubscriptionUnderWay(deps.db, contact.email);
    const account = await deps.bus.call(
      ensureCustomer,
      {
        email: contact.email,
        firstName: contact.firstName,
        lastName: contact.lastName,
        ...(contact.phoneNumber ? { phoneNumber: contact.phoneNumber } : {}),
      },
      { correlationId: meta.correlationId, actor: meta.actor },
    );

    const signedInOwner = meta.actor.kind === 'customer' && meta.actor.id === account.userId;
    const ownerId = account.created || purpose === 'email' || signedInOwner ? account.userId : null;

    const nir = compactNir(step01.securiteSociale);
    const partnerNir = step01.beneficiaries?.partner
      ? compactNir(step01.beneficiaries.partner.securiteSociale)
      : null;
    const iban = compactIban(step01.bankDetails.iban);
    const bic = compactBic(step01.bankDetails.bic);
    const { frequency, collectionDate } = step01.paymentPreferences;
    const reference = newMandateReference();
    // The creditor the broker identity states (the CMS's site settings), as /subscribe shows it.
    const creditor = creditorOf(await deps.identity.get());

    const stored = await deps.db.transaction().execute(async (trx) => {
      const locked = await selectOfferForChange(trx, offerId).executeTakeFirstOrThrow();
      checkState(locked.state);
      // Step 01 sent again before signing (a correction): its new file replaces the unsigned one.
      await dropPendingFile(trx, offerId);
      // Two offers of the same person subscribed at once: one waits for the other's commit.
      await lockSubscriberAddress(trx, contact.email);
      await refuseSubscriptionUnderWay(trx, contact.email);
      const row = await insertSubscription(trx, {
        offer_id: offerId,
        user_id: ownerId,
        nationality: step01.nationality.trim(),
        birth_place: step01.birthPlace.trim(),
        birth_country: step01.birthCountry.trim(),
        nir_encrypted: deps.cipher.encrypt(nir, fieldContext('subscriptions', 'nir', offerId)),
        nir_masked: maskNir(nir),
        partner_nir_encrypted: partnerNir
          ? deps.cipher.encrypt(partnerNir, fieldContext('subscriptions', 'partner_nir', offerId))
          : null,
        partner_nir_masked: partnerNir ? maskNir(partnerNir) : null,
        street_address: step01.streetAddress.trim(),
        has_mutuelle: step01.hasMutuelle,
        current_mutuelle: step01.hasMutuelle ? step01.currentMutuelle.trim() : '',
        bank_name: step01.bankDetails.bankName.trim(),
        account_holder: step01.bankDetails.accountHolder.trim(),
        beneficiaries: JSON.stringify(beneficiaries),
        iban_encrypted: deps.cipher.encrypt(iban, fieldContext('subscriptions', 'iban', offerId)),
        iban_masked: maskIban(iban),
        bic,
        frequency,
        collection_date: collectionDate,
        automatic_debit: step01.paymentPreferences.automaticDebit,
        direct_debit_terms: step01.paymentPreferences.directDebitTerms,
        terms_accepted: step01.consent.termsAccepted,
        auto_debit_accepted: step01.consent.autoDebitAccepted,
        communication_accepted: step01.consent.communicationAccepted,
        mandate_reference: reference,
        creditor_name: creditor.name,
        creditor_identifier: creditor.identifier,
        creditor_address: creditor.address,
      });
      await recordSubscriptionConsents(trx, {
        email: contact.email,
        userId: ownerId,
        subscriptionId: row.id,
        givenAt: row.created_at,
        consent: step01.consent,
      });
      // The documents to sign and the first code: the offer stays 'confirmed' until signed.
      await prepareSignature(deps, trx, {
        offerId,
        consents: step01Consents(
          { ...step01.consent, directDebitTerms: step01.paymentPreferences.directDebitTerms },
          row.created_at.toISOString(),
          creditor,
        ),
        correlationId: meta.correlationId,
        ...(client ? { client } : {}),
      });
      const pending = await findSignature(trx, offerId);
      return {
        subscriptionId: row.id,
        offerId,
        state: 'awaiting_signature' as const,
        securiteSocialeMasked: maskNir(nir),
        mandate: {
          title: 'Mandat de prélèvement SEPA' as const,
          reference,
          creditorName: creditor.name,
          creditorIdentifier: creditor.identifier,
          creditorAddress: creditor.address,
          debtorName: step01.bankDetails.accountHolder.trim(),
          ibanMasked: maskIban(iban),
          bic,
          paymentType: 'Récurrent' as const,
          frequency,
          collectionDate,
          signedAt: row.created_at.toISOString(),
        },
        pending,
      };
    });
    const { pending, ...reply } = stored;
    if (!pending) throw new Error('the subscription file was not recorded');
    return { ...reply, signature: await signatureView(deps, pending) };
  });
}
