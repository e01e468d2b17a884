import { listOfferAssignees } from '@courtage/contracts/offer/list-offer-assignees.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { activeStaff, requireActiveStaff } from '../staff/staff-directory.ts';

/** `offer.list-assignees`: the active staff members an offer can be given to. Staff only. */
export function listOfferAssigneesHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(listOfferAssignees, async (_request, meta) => {
    await requireActiveStaff(deps.bus, meta);
    const staff = await activeStaff(deps.bus, meta);
    return { staff: [...staff].sort((a, b) => a.name.localeCompare(b.name, 'fr')) };
  });
}
