import { defineListEndpoint } from '../endpoint/define-endpoint.ts';
import { defineListRpc } from '../list/define-list-rpc.ts';
import { listOptions, OFFER_LIST_CSV_COLUMNS, OFFER_LIST_ENDPOINT } from './offer-lists.ts';

export const listSubmittedOffers = defineListRpc({ ...listOptions, type: 'crm.list-submitted-offers' });

/** The whole base's subscriptions: exported by Admins only. */
export const listSubmittedOffersEndpoint = defineListEndpoint({
  ...OFFER_LIST_ENDPOINT,
  path: '/api/v1/offers/submitted',
  rpc: listSubmittedOffers,
  summary: 'Offres souscrites',
  csv: { fileName: 'offres-souscrites', columns: OFFER_LIST_CSV_COLUMNS },
});
