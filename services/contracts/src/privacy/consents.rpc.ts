import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';

const ConsentKindSchema = Type.Union([
  Type.Literal('contact_recall'),
  Type.Literal('marketing'),
  Type.Literal('sepa'),
  Type.Literal('terms'),
]);

/** One consent as given: the text shown word for word, its version and hash, when and where. */
export const ConsentRecordSchema = Type.Object(
  {
    id: Uuid,
    kind: ConsentKindSchema,
    channel: Type.String(),
    textId: Type.String(),
    textVersion: Type.Integer(),
    text: Type.String(),
    textSha256: Type.String(),
    givenAt: IsoDateTime,
    withdrawnAt: Type.Union([IsoDateTime, Type.Null()]),
    withdrawnVia: Type.Union([Type.String(), Type.Null()]),
    withdrawable: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ConsentRecord = {
  id: string;
  kind: 'contact_recall' | 'marketing' | 'sepa' | 'terms';
  channel: string;
  textId: string;
  textVersion: number;
  text: string;
  textSha256: string;
  givenAt: string;
  withdrawnAt: string | null;
  withdrawnVia: string | null;
  withdrawable: boolean;
};

/** Whose records: the customer's account and the address auth holds for it (never the request's). */
const Subject = Type.Object(
  { userId: Type.Optional(Uuid), email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);

/** The consents of a customer (customer area) or of an address (a signed email link). */
export const listConsents = defineRpc({
  service: 'offer',
  type: 'offer.list-consents',
  version: 1,
  request: Subject,
  response: Type.Object({ consents: Type.Array(ConsentRecordSchema) }, { additionalProperties: false }),
});

export const WITHDRAW_NOT_ALLOWED =
  'Ce consentement fait partie de votre contrat et ne peut pas être retiré ici.';

/** Withdraws the standing consents of one kind (recall or marketing): the others belong to a contract. */
export const withdrawConsent = defineRpc({
  service: 'offer',
  type: 'offer.withdraw-consent',
  version: 1,
  request: Type.Object(
    {
      subject: Subject,
      kind: ConsentKindSchema,
      via: Type.Union([Type.Literal('espace_client'), Type.Literal('lien_email')]),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ withdrawn: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
});
