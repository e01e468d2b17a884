import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime } from '../schemas.ts';

/** What one service's purge did: per category, how many were deleted and how many kept on hold. */
export const PurgeReportSchema = Type.Object(
  {
    service: Type.String(),
    ranAt: IsoDateTime,
    categories: Type.Array(
      Type.Object(
        {
          category: Type.String(),
          deleted: Type.Integer({ minimum: 0 }),
          kept: Type.Integer({ minimum: 0 }),
          /** Why the kept ones stay (French), empty when none. */
          holdReason: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Runs the offer service's purge now (the scheduled job calls it). Tests shift the data's dates, never the clock. */
export const purgeOfferData = defineRpc({
  service: 'offer',
  type: 'offer.purge-due-data',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: PurgeReportSchema,
});

/** Runs the crm service's purge now: prospect companies and contacts, contact messages, their documents. */
export const purgeCrmData = defineRpc({
  service: 'crm',
  type: 'crm.purge-due-data',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: PurgeReportSchema,
});
