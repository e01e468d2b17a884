import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CIVILITIES } from './contact-form.ts';

const NullableText = Type.Union([Type.String(), Type.Null()]);

export const Contact = Type.Object(
  {
    id: Uuid,
    civility: oneOf(CIVILITIES),
    name: Type.String(),
    forename: Type.String(),
    function: NullableText,
    email: NullableText,
    /** Normalized `0612345678`. */
    phone: NullableText,
    companyId: Type.Union([Uuid, Type.Null()]),
    companyName: NullableText,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Contact = Static<typeof Contact>;

export const WithId = Type.Object({ id: Uuid }, { additionalProperties: false });
