import type { RpcHandler, Subscription } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { dashboardHandler } from '../rpc/get-dashboard.ts';
import { listReceivedOffersHandler } from '../rpc/list-received-offers.ts';
import { listSubmittedOffersHandler } from '../rpc/list-submitted-offers.ts';
import { listWalletOffersHandler } from '../rpc/list-wallet-offers.ts';
import { offerReadModelSubscription } from './offer-events-subscription.ts';

/** crm's offer read model: the list and dashboard RPCs it answers. */
export function offerReadModelHandlers(db: Kysely<CrmDatabase>): RpcHandler[] {
  return [
    listReceivedOffersHandler(db),
    listSubmittedOffersHandler(db),
    listWalletOffersHandler(db),
    dashboardHandler(db),
  ];
}

/** The subscription to offer's events that keeps the read model up to date. */
export function offerReadModelSubscriptions(db: Kysely<CrmDatabase>): Subscription[] {
  return [offerReadModelSubscription(db)];
}
