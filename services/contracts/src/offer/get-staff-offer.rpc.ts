import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { OfferIdRequest, StaffOfferDetail } from './staff-offer.ts';

/** `GET /api/v1/offers/:offerId` -> the staff detail page. Staff only (FORBIDDEN otherwise). */
export const getStaffOffer = defineRpc({
  service: 'offer',
  type: 'offer.get-staff-offer',
  version: 1,
  request: OfferIdRequest,
  response: StaffOfferDetail,
});

export const getStaffOfferEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/offers/:offerId',
  rpc: getStaffOffer,
  access: 'staff',
  summary: 'Une offre : foyer, garanties, souscription masquée, historique, notes',
  tags: ['offres (back-office)'],
});
