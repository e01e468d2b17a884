import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { COMPANY_KINDS } from './company-form.ts';
import { oneOf } from './record-fields.ts';

export const NullableText = Type.Union([Type.String(), Type.Null()]);

/** A company as the detail page shows it. The IBAN only ever leaves crm masked (`FR76 **** 0189`). */
export const Company = Type.Object(
  {
    id: Uuid,
    kind: oneOf(COMPANY_KINDS),
    companyName: Type.String(),
    siren: Type.String({ description: '9 digits, no spaces' }),
    legalForm: NullableText,
    creationDate: NullableText,
    address: NullableText,
    zipCode: Type.String(),
    town: Type.String(),
    codeNaf: NullableText,
    /** The official label of codeNaf (INSEE NAF rév. 2), filled by crm. */
    nafActivity: NullableText,
    sector: NullableText,
    turnover: Type.Union([Type.Integer(), Type.Null()]),
    ibanMasked: NullableText,
    rcsCity: NullableText,
    registeredOfficeAddress: NullableText,
    companyRepresentative: NullableText,
    becameClientAt: Type.Union([IsoDateTime, Type.Null()]),
    becameClientReason: NullableText,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Company = Static<typeof Company>;

export const WithId = Type.Object({ id: Uuid }, { additionalProperties: false });

export const CompanyComment = Type.Object(
  {
    id: Uuid,
    companyId: Uuid,
    text: Type.String(),
    authorId: Type.String(),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type CompanyComment = Static<typeof CompanyComment>;
