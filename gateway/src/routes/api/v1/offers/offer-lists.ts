import { listReceivedOffers } from '@courtage/contracts/crm/list-received-offers.rpc';
import { listSubmittedOffers } from '@courtage/contracts/crm/list-submitted-offers.rpc';
import { listWalletOffers } from '@courtage/contracts/crm/list-wallet-offers.rpc';
import {
  OFFER_LIST_COLUMNS,
  type OfferListRow,
  offerListFilterForm,
} from '@courtage/contracts/crm/offer-lists';
import { OFFER_STATE_LABELS } from '@courtage/contracts/offer/vocabulary';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type CsvColumn, listRoute } from '../../../../http/list-route.ts';

const PARIS = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** The screens' columns, as CSV: dates in Paris time, states in French. */
const CSV_COLUMNS: CsvColumn<OfferListRow>[] = OFFER_LIST_COLUMNS.map(({ key, header }) => {
  if (key === 'createdDate') return { key, header, format: (value) => PARIS.format(new Date(String(value))) };
  if (key === 'state')
    return { key, header, format: (value) => OFFER_STATE_LABELS[value as OfferListRow['state']] };
  return { key, header };
});

const tags = ['offres (back-office)'];
const common = {
  filterForm: offerListFilterForm,
  defaultSort: { field: 'createdDate', direction: 'desc' },
  tags,
} as const;

/**
 * The back-office's three offer lists, answered by crm's read model: `GET /api/v1/offers`
 * (received), `/submitted` (subscriptions), `/wallet` (assigned to me), each with its
 * `/export.csv` (gateway/src/http/list-route.ts). Exports by role: the received and submitted
 * lists are the whole base, exported by Admins only; the wallet is the actor's own offers
 * (crm scopes it to `meta.actor`, whatever the filter), so any staff member exports his own.
 */
export const offerListRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  listRoute(fastify, {
    ...common,
    path: '',
    rpc: listReceivedOffers,
    summary: 'Offres reçues',
    csv: { fileName: 'offres-recues', columns: CSV_COLUMNS },
  });
  listRoute(fastify, {
    ...common,
    path: '/submitted',
    rpc: listSubmittedOffers,
    summary: 'Offres souscrites',
    csv: { fileName: 'offres-souscrites', columns: CSV_COLUMNS },
  });
  listRoute(fastify, {
    ...common,
    path: '/wallet',
    rpc: listWalletOffers,
    summary: 'Mes offres (portefeuille)',
    csv: { fileName: 'mes-offres', columns: CSV_COLUMNS, exportedBy: 'staff' },
  });
};
