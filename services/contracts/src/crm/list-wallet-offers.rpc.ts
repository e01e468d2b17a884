import { defineListEndpoint } from '../endpoint/define-endpoint.ts';
import { defineListRpc } from '../list/define-list-rpc.ts';
import { listOptions, OFFER_LIST_CSV_COLUMNS, OFFER_LIST_ENDPOINT } from './offer-lists.ts';

export const listWalletOffers = defineListRpc({ ...listOptions, type: 'crm.list-wallet-offers' });

/**
 * The actor's own offers (crm scopes this list to `meta.actor`, whatever the filter), so any
 * staff member exports his own.
 */
export const listWalletOffersEndpoint = defineListEndpoint({
  ...OFFER_LIST_ENDPOINT,
  path: '/api/v1/offers/wallet',
  rpc: listWalletOffers,
  summary: 'Mes offres (portefeuille)',
  csv: { fileName: 'mes-offres', columns: OFFER_LIST_CSV_COLUMNS, access: 'staff' },
});
