import type { RpcHandler, Subscription } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import { dashboardHandler } from '../rpc/get-dashboard.ts';
import { listReceivedOffersHandler } from '../rpc/list-received-offers.ts';
import { listSubmittedOffersHandler } from '../rpc/list-submitted-offers.ts';
import { listWalletOffersHandler } from '../rpc/list-wallet-offers.ts';
import { offerReadModelSubscription } from './offer-events-subscription.ts';

/** crm's offer read model: the list and dashboard RPCs it answers. */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type (the read model adds its tables)
export function offerReadModelHandlers(db: Kysely<any>): RpcHandler[] {
  return [
    listReceivedOffersHandler(db),
    listSubmittedOffersHandler(db),
    listWalletOffersHandler(db),
    dashboardHandler(db),
  ];
}

/** The subscription to offer's events that keeps the read model up to date. */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type
export function offerReadModelSubscriptions(db: Kysely<any>): Subscription[] {
  return [offerReadModelSubscription(db)];
}
