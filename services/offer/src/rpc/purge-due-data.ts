import { purgeOfferData } from '@courtage/contracts/privacy/purge.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { purgeDueOfferData } from '../privacy/purge.ts';

/** `offer.purge-due-data`: the retention purge, run by the scheduled job (notification's BullMQ). */
export function purgeDueDataHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(purgeOfferData, async () => {
    const report = await purgeDueOfferData(deps.db, new Date());
    deps.logger.info({ report }, 'retention purge');
    return report;
  });
}
