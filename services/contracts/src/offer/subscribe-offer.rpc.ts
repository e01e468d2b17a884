import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { Step01Schema } from './subscription.ts';

export const SubscribeOfferRequest = Type.Object(
  { offerId: Uuid, step01: Step01Schema },
  { additionalProperties: false },
);
export type SubscribeOfferRequest = Static<typeof SubscribeOfferRequest>;

/** The SEPA mandate summary shown after subscribing (IBAN masked). */
export const MandateSchema = Type.Object(
  {
    title: Type.Literal('Mandat de prélèvement SEPA'),
    /** Référence unique du mandat (RUM). */
    reference: Type.String(),
    creditorName: Type.String(),
    creditorIdentifier: Type.String({ description: 'Identifiant créancier SEPA (ICS).' }),
    creditorAddress: Type.String(),
    debtorName: Type.String(),
    ibanMasked: Type.String(),
    bic: Type.String(),
    paymentType: Type.Literal('Récurrent'),
    frequency: Type.String(),
    collectionDate: Type.String(),
    signedAt: IsoDateTime,
  },
  { additionalProperties: false },
);

export const SubscribeOfferResponse = Type.Object(
  {
    subscriptionId: Uuid,
    offerId: Uuid,
    state: Type.Literal('subscribed'),
    securiteSocialeMasked: Type.String(),
    mandate: MandateSchema,
    /** The customer account created or found by auth (`created`: a set-password link was emailed). */
    account: Type.Object({ userId: Uuid, created: Type.Boolean() }),
  },
  { additionalProperties: false },
);
export type SubscribeOfferResponse = Static<typeof SubscribeOfferResponse>;

/**
 * Stores step 01 for a confirmed offer (NIR and IBAN encrypted at rest), creates or
 * links the customer account through `auth.ensure-customer`, moves the offer to
 * 'subscribed' and emits `offer.offer.subscribed`.
 */
export const subscribeOffer = defineRpc({
  service: 'offer',
  type: 'offer.subscriber-offer',
  version: 1,
  request: SubscribeOfferRequest,
  response: SubscribeOfferResponse,
});
