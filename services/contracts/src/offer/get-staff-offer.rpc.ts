import { defineRpc } from '../define.ts';
import { OfferIdRequest, StaffOfferDetail } from './staff-offer.ts';

/** `GET /api/v1/offers/:offerId` -> the staff detail page. Staff only (FORBIDDEN otherwise). */
export const getStaffOffer = defineRpc({
  service: 'offer',
  type: 'offer.get-staff-offer',
  version: 1,
  request: OfferIdRequest,
  response: StaffOfferDetail,
});
