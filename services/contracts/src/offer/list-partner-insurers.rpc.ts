import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';

export const ListPartnerInsurersResponse = Type.Object(
  { insurers: Type.Array(Type.String({ minLength: 1 })) },
  { additionalProperties: false },
);
export type ListPartnerInsurersResponse = Static<typeof ListPartnerInsurersResponse>;

/** The insurers of the catalogue's active plans, by name: the DER's "insurers we work with". Public. */
export const listPartnerInsurers = defineRpc({
  service: 'offer',
  type: 'offer.list-partner-insurers',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: ListPartnerInsurersResponse,
});
