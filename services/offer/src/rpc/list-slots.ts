import { listSlots, SLOT_TIMES } from '@courtage/contracts/offer/list-slots.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { listStoredSlots } from '../repositories/slots-repository.ts';
import { businessDaysFrom, isPast, parisNow } from '../slots/business-days.ts';

/**
 * `offer.list-slots`: the business days from `from` (today by default, never earlier)
 * with the slots not yet started; a slot never booked has the default capacity.
 */
export function listSlotsHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(listSlots, async ({ from, days }) => {
    const now = parisNow();
    const start = from && from > now.date ? from : now.date;
    const dates = businessDaysFrom(start, days ?? 10);
    const rows = await listStoredSlots(deps.db, dates[0]!, dates[dates.length - 1]!);
    const stored = new Map(rows.map((r) => [`${r.date} ${r.slot_time}`, r]));
    return {
      timeZone: 'Europe/Paris' as const,
      days: dates.map((date) => ({
        date,
        slots: SLOT_TIMES.filter((time) => !isPast(date, time, now)).map((time) => {
          const row = stored.get(`${date} ${time}`);
          const capacity = row?.capacity ?? deps.slotCapacity;
          return { time, capacity, remaining: Math.max(0, capacity - (row?.booked ?? 0)) };
        }),
      })),
    };
  });
}
