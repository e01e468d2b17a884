import { defineListEndpoint } from '../endpoint/define-endpoint.ts';
import { defineListRpc } from '../list/define-list-rpc.ts';
import { listOptions, OFFER_LIST_CSV_COLUMNS, OFFER_LIST_ENDPOINT } from './offer-lists.ts';

export const listReceivedOffers = defineListRpc({ ...listOptions, type: 'crm.list-received-offers' });

/** The whole base: exported by Admins only. */
export const listReceivedOffersEndpoint = defineListEndpoint({
  ...OFFER_LIST_ENDPOINT,
  path: '/api/v1/offers',
  rpc: listReceivedOffers,
  summary: 'Offres reçues',
  csv: { fileName: 'offres-recues', columns: OFFER_LIST_CSV_COLUMNS },
});
