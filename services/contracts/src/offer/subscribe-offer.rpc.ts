import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { REQUEST_MESSAGES } from '../errors.ts';
import { defineForm } from '../form/define-form.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { attachmentErrors, STEP01_FIELD_MESSAGES, STEP01_RULES } from './step01-form-parts.ts';
import { SUBSCRIBE_CAPABILITY_MESSAGE } from './subscribe-messages.ts';
import { Step01Schema } from './subscription.ts';
import { SignatureClientSchema, SignatureViewSchema } from './subscription-signature.rpc.ts';

export const SubscribeOfferRequest = Type.Object(
  {
    offerId: Uuid,
    step01: Step01Schema,
    /**
     * The subscription capability: `subscriptionToken` of the confirmation reply, or the
     * `cle` of the emailed link. Optional in the schema so that its absence is a 401, not a 400.
     */
    capability: Type.Optional(Type.String({ maxLength: 200 })),
    /** Set by the gateway (IP and user agent), for the evidence file; never by the browser. */
    client: Type.Optional(SignatureClientSchema),
  },
  { additionalProperties: false },
);
export type SubscribeOfferRequest = Static<typeof SubscribeOfferRequest>;

/**
 * The subscription request as the gateway and the bus check it (DESIGN.md section 9). The checks
 * against the comparison (identity, household) need the offer's data: `subscriberIdentityForm`,
 * which the site runs on the same step 01 with the household it was given.
 */
export const subscribeOfferForm = defineForm({
  schema: SubscribeOfferRequest,
  messages: {
    offerId: { required: REQUEST_MESSAGES.requiredField, invalid: REQUEST_MESSAGES.invalidField },
    ...STEP01_FIELD_MESSAGES,
    capability: SUBSCRIBE_CAPABILITY_MESSAGE,
  },
  rules: STEP01_RULES,
  checks: [attachmentErrors],
});

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
    /** When the mandate was filled in (it is signed with the rest of the file). */
    signedAt: IsoDateTime,
  },
  { additionalProperties: false },
);

export const SubscribeOfferResponse = Type.Object(
  {
    subscriptionId: Uuid,
    offerId: Uuid,
    /** Step 01 stored: the file waits for its signature (the offer moves to 'subscribed' once signed). */
    state: Type.Literal('awaiting_signature'),
    securiteSocialeMasked: Type.String(),
    mandate: MandateSchema,
    /** The documents to review and where the code went. */
    signature: SignatureViewSchema,
  },
  { additionalProperties: false },
);
export type SubscribeOfferResponse = Static<typeof SubscribeOfferResponse>;

// In a module of their own (no TypeBox) so that the subscribe island takes only the message.
export { SUBSCRIBE_CAPABILITY_MESSAGE };

/**
 * Stores step 01 for a confirmed offer (NIR and IBAN encrypted at rest), with its capability
 * (401 without), creates the customer account through `auth.ensure-customer` when there is
 * none, renders the documents to sign and emails the signing code (`offer.sign-subscription`
 * then moves the offer to 'subscribed'). The offer is
 * attached to an account that already existed only with the emailed link's capability (proof
 * of the address); the reply is the same either way: it never says whether an account exists.
 */
export const subscribeOffer = defineRpc({
  service: 'offer',
  type: 'offer.subscriber-offer',
  version: 1,
  request: SubscribeOfferRequest,
  response: SubscribeOfferResponse,
});
