import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { CALENDAR_DATE_PATTERN, ISO_DATE_PATTERN } from './dates.ts';

/** Call-back slots: business days (no weekend, no French public holiday), Paris time. */
export const SLOT_TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'] as const;
/** People one slot can take unless an administrator changed it. */
export const DEFAULT_SLOT_CAPACITY = 3;
export const MAX_SLOT_DAYS = 30;

export const ListSlotsRequest = Type.Object(
  {
    from: Type.Optional(
      Type.String({ pattern: CALENDAR_DATE_PATTERN, description: 'Défaut : aujourd’hui.' }),
    ),
    days: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_SLOT_DAYS, description: 'Jours ouvrés, défaut 10.' }),
    ),
  },
  { additionalProperties: false },
);

export const SlotSchema = Type.Object(
  {
    time: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
    capacity: Type.Integer({ minimum: 0 }),
    remaining: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const ListSlotsResponse = Type.Object(
  {
    timeZone: Type.Literal('Europe/Paris'),
    /** Business days from `from`, each with its slots still in the future (full ones have remaining 0). */
    days: Type.Array(
      Type.Object(
        { date: Type.String({ pattern: ISO_DATE_PATTERN }), slots: Type.Array(SlotSchema) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ListSlotsResponse = Static<typeof ListSlotsResponse>;

export const listSlots = defineRpc({
  service: 'offer',
  type: 'offer.list-slots',
  version: 1,
  request: ListSlotsRequest,
  response: ListSlotsResponse,
});
