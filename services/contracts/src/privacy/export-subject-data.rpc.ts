import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { OfferSummarySchema } from '../offer/offer.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { ConsentRecordSchema } from './consents.rpc.ts';

/** A subscription as its subscriber may read it: NIR and IBAN masked, never decrypted here. */
export const ExportedSubscriptionSchema = Type.Object(
  {
    id: Uuid,
    offerId: Uuid,
    createdAt: IsoDateTime,
    nationality: Type.String(),
    birthPlace: Type.String(),
    birthCountry: Type.String(),
    securiteSocialeMasked: Type.String(),
    streetAddress: Type.String(),
    currentMutuelle: Type.String(),
    bankName: Type.String(),
    accountHolder: Type.String(),
    ibanMasked: Type.String(),
    bic: Type.String(),
    frequency: Type.String(),
    collectionDate: Type.String(),
    mandateReference: Type.String(),
    beneficiaries: Type.Array(
      Type.Object({
        member: Type.String(),
        firstName: Type.String(),
        lastName: Type.String(),
        birthDate: Type.String(),
      }),
    ),
  },
  { additionalProperties: false },
);

export const ExportedDocumentSchema = Type.Object(
  { offerId: Uuid, title: Type.String(), url: Type.String() },
  { additionalProperties: false },
);

/**
 * What the offer service holds of one customer (right of access): their offers, subscriptions,
 * consents and the documents handed over with them. Found by the account id and the address
 * auth holds for it, never by anything the customer typed.
 */
export const exportSubjectData = defineRpc({
  service: 'offer',
  type: 'offer.export-subject-data',
  version: 1,
  /**
   * A customer: by the account (userId) and its address. A prospect (no account, after the proof
   * of their address by an emailed link): by the address their comparisons were made with.
   */
  request: Type.Object(
    { userId: Type.Optional(Uuid), email: Type.String({ minLength: 3, maxLength: 254 }) },
    { additionalProperties: false },
  ),
  response: Type.Object(
    {
      offers: Type.Array(OfferSummarySchema),
      subscriptions: Type.Array(ExportedSubscriptionSchema),
      consents: Type.Array(ConsentRecordSchema),
      documents: Type.Array(ExportedDocumentSchema),
    },
    { additionalProperties: false },
  ),
});
