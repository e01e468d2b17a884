import { eraseOfferSubject } from '@courtage/contracts/privacy/erasure.rpc';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { eraseOfferSubject as erase } from '../privacy/erasure.ts';

/** `offer.erase-subject`: an Admin reviews (dryRun) then executes a customer's erasure request. */
export function eraseSubjectHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(eraseOfferSubject, async ({ subject, dryRun }, meta) => {
    requireAdminActor(meta);
    const part = await erase(deps.db, subject, dryRun);
    if (!dryRun) deps.logger.info({ categories: part.categories }, 'erasure executed');
    return part;
  });
}
