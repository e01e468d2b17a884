import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { StaffRef } from './staff-offer.ts';

/** `GET /api/v1/offers/assignees`: who an offer can be given to (active staff, by name). */
export const listOfferAssignees = defineRpc({
  service: 'offer',
  type: 'offer.list-assignees',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ staff: Type.Array(StaffRef) }, { additionalProperties: false }),
});

export const listOfferAssigneesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/offers/assignees',
  rpc: listOfferAssignees,
  access: 'staff',
  summary: 'Membres de l’équipe à qui attribuer une offre',
  tags: ['offres (back-office)'],
});
