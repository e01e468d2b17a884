import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { ISO_DATE_PATTERN } from './dates.ts';

const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });

/** The documents of a subscription file (the signed ones, then those given with them). */
export const DocumentKindSchema = Type.Union([
  Type.Literal('bulletin-adhesion'),
  Type.Literal('mandat-sepa'),
  Type.Literal('mandat-resiliation'),
  Type.Literal('attestation-adhesion'),
  Type.Literal('ipid'),
  Type.Literal('conditions-generales'),
]);
export type DocumentKind = Static<typeof DocumentKindSchema>;

export const SignatureStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('signed'),
  Type.Literal('locked'),
]);
export type SignatureState = Static<typeof SignatureStateSchema>;

/** Who signs from where: filled by the gateway from the request, recorded in the evidence file. */
export const SignatureClientSchema = Type.Object(
  { ip: Type.String({ maxLength: 100 }), userAgent: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);

/** The signing step as /subscribe shows it (a reload finds it again). The IBAN is masked. */
export const SignatureViewSchema = Type.Object(
  {
    subscriptionId: Uuid,
    offerId: Uuid,
    state: SignatureStateSchema,
    /** Where the code went, masked. */
    emailMasked: Type.String(),
    codeExpiresAt: IsoDateTime,
    attemptsLeft: Type.Integer({ minimum: 0 }),
    documents: Type.Array(Type.Object({ kind: DocumentKindSchema, title: Type.String() })),
    summary: Type.Object({
      subscriberName: Type.String(),
      /** The subscriber's NIR, masked. */
      nirMasked: Type.String(),
      insured: Type.Array(Type.String()),
      offer: Type.String(),
      startDate: IsoDate,
      frequency: Type.String(),
      amountPerDebit: Type.Union([Type.Number(), Type.Null()]),
      firstDebitDate: Type.Union([IsoDate, Type.Null()]),
      mandateReference: Type.String(),
      creditor: Type.String(),
      creditorIdentifier: Type.String(),
      ibanMasked: Type.String(),
      cancellationOf: Type.Union([Type.String(), Type.Null()]),
    }),
    signedAt: Type.Union([IsoDateTime, Type.Null()]),
    /** The French message of a locked file (what to do). */
    lockedMessage: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type SignatureView = Static<typeof SignatureViewSchema>;

const Capability = Type.String({ maxLength: 200 });

export const GetSignatureRequest = Type.Object(
  { offerId: Uuid, capability: Type.Optional(Capability) },
  { additionalProperties: false },
);
/** The offer's signing step for the capability's holder; 404 when step 01 was not sent yet. */
export const getSignature = defineRpc({
  service: 'offer',
  type: 'offer.get-signature',
  version: 1,
  request: GetSignatureRequest,
  response: SignatureViewSchema,
});

/** Sends a new code (the previous one stops working); refused after SIGNATURE_MAX_CODES. */
export const resendSignatureCode = defineRpc({
  service: 'offer',
  type: 'offer.resend-signature-code',
  version: 1,
  request: Type.Object(
    { offerId: Uuid, capability: Type.Optional(Capability), client: Type.Optional(SignatureClientSchema) },
    { additionalProperties: false },
  ),
  response: SignatureViewSchema,
});

export const SignSubscriptionRequest = Type.Object(
  {
    offerId: Uuid,
    capability: Type.Optional(Capability),
    code: Type.String({ maxLength: 20 }),
    /** The signer ticked SIGNATURE_CONSENT_TEXT. */
    consent: Type.Boolean(),
    client: Type.Optional(SignatureClientSchema),
  },
  { additionalProperties: false },
);
/**
 * Checks the code (HMAC, expiry, SIGNATURE_MAX_ATTEMPTS), seals the documents with the platform's
 * key, writes the evidence file and moves the offer to 'subscribed', in that order: a wrong or
 * expired code signs nothing (400 with a French message; 423 once locked).
 */
export const signSubscription = defineRpc({
  service: 'offer',
  type: 'offer.sign-subscription',
  version: 1,
  request: SignSubscriptionRequest,
  response: SignatureViewSchema,
});

export const SubscriptionDocument = Type.Object(
  { kind: DocumentKindSchema, title: Type.String(), fileName: Type.String(), pdfBase64: Type.String() },
  { additionalProperties: false },
);
export type SubscriptionDocument = Static<typeof SubscriptionDocument>;

/** A document of the file for the capability's holder: the reviewed PDF before signing, the sealed one after. */
export const getSignatureDocument = defineRpc({
  service: 'offer',
  type: 'offer.get-signature-document',
  version: 1,
  request: Type.Object(
    { offerId: Uuid, capability: Type.Optional(Capability), kind: DocumentKindSchema },
    { additionalProperties: false },
  ),
  response: SubscriptionDocument,
});

/** The customer's documents of an offer of theirs (signed file, certificate, IPID, conditions). */
export const CustomerDocumentsSchema = Type.Object(
  {
    offerId: Uuid,
    state: Type.Union([SignatureStateSchema, Type.Literal('none')]),
    signedAt: Type.Union([IsoDateTime, Type.Null()]),
    documents: Type.Array(
      Type.Object({ kind: DocumentKindSchema, title: Type.String(), signed: Type.Boolean() }),
    ),
    /** How the contributions are debited (null before step 01): the amount per debit and the first one. */
    payment: Type.Union([
      Type.Object({
        frequency: Type.String(),
        amountPerDebit: Type.Union([Type.Number(), Type.Null()]),
        firstDebitDate: Type.Union([IsoDate, Type.Null()]),
        mandateReference: Type.String(),
      }),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type CustomerDocuments = Static<typeof CustomerDocumentsSchema>;

export const listCustomerDocuments = defineRpc({
  service: 'offer',
  type: 'offer.list-customer-documents',
  version: 1,
  request: Type.Object({ offerId: Uuid }, { additionalProperties: false }),
  response: CustomerDocumentsSchema,
});

export const getCustomerDocument = defineRpc({
  service: 'offer',
  type: 'offer.get-customer-document',
  version: 1,
  request: Type.Object({ offerId: Uuid, kind: DocumentKindSchema }, { additionalProperties: false }),
  response: SubscriptionDocument,
});

/** Staff: the whole signed file as one ZIP (documents, evidence file), to send to the insurer. */
export const getSubscriptionFileZip = defineRpc({
  service: 'offer',
  type: 'offer.get-subscription-file-zip',
  version: 1,
  request: Type.Object({ offerId: Uuid }, { additionalProperties: false }),
  response: Type.Object(
    { fileName: Type.String(), zipBase64: Type.String() },
    { additionalProperties: false },
  ),
});

/**
 * The compliance of the comparator's subscriptions, counted from their files: a B2C
 * subscriber is no company, so the company file's DDA items do not apply; each subscription's
 * proof is its signed file. Its signed membership form states that the DER, the IPID and the
 * general conditions were received; the certificate, IPID and conditions are given with it.
 */
export const SubscriptionComplianceSchema = Type.Object(
  {
    /** Subscriptions stored (step 01 filled), signed or not. */
    subscriptions: Type.Integer({ minimum: 0 }),
    /** Files signed with the emailed code. */
    signedFiles: Type.Integer({ minimum: 0 }),
    /** Signed files whose sealed membership form acknowledges the DER (and the IPID, conditions). */
    derAcknowledged: Type.Integer({ minimum: 0 }),
    /** Sealed PDFs: membership forms, SEPA mandates, cancellation mandates. */
    sealedDocuments: Type.Integer({ minimum: 0 }),
    /** Documents given with the signed files: certificate, IPID, general conditions. */
    givenDocuments: Type.Integer({ minimum: 0 }),
    /** Files waiting for the subscriber's code. */
    pending: Type.Integer({ minimum: 0 }),
    /** Files locked after five wrong codes. */
    locked: Type.Integer({ minimum: 0 }),
    /** Subscriptions stored before e-signing existed: no file. */
    withoutFile: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SubscriptionCompliance = Static<typeof SubscriptionComplianceSchema>;

/** Staff: the counts of the subscriptions' signed files (the 'Offres souscrites' screen). */
export const getSubscriptionCompliance = defineRpc({
  service: 'offer',
  type: 'offer.get-subscription-compliance',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: SubscriptionComplianceSchema,
});
