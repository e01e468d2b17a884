import { listSlots, SLOT_TIMES } from '@courtage/contracts/offer/list-slots.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { OfferDeps } from '../deps.ts';
import { businessDaysFrom, isPast, parisNow } from '../slots/business-days.ts';

type SlotRow = { date: string; slot_time: string; capacity: number; booked: number };

/**
 * `offer.list-slots`: the business days from `from` (today by default, never earlier)
 * with the slots not yet started; a slot never booked has the default capacity.
 */
export function listSlotsHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(listSlots, async ({ from, days }) => {
    const now = parisNow();
    const start = from && from > now.date ? from : now.date;
    const dates = businessDaysFrom(start, days ?? 10);
    // One statement text whatever the dates (a prepared statement, see the runtime's database.ts),
    // written without the query builder: the busiest read of the site (tests/bench READ).
    const { rows } = await sql<SlotRow>`
      select slot_date::text as date, slot_time, capacity, booked from slots
      where slot_date >= ${dates[0]!} and slot_date <= ${dates[dates.length - 1]!}`.execute(deps.db);
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
