import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';

export const RetentionRunView = Type.Object(
  {
    id: Uuid,
    startedAt: IsoDateTime,
    finishedAt: IsoDateTime,
    outcome: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
    error: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(
      Type.Object(
        {
          service: Type.String(),
          category: Type.String(),
          label: Type.String(),
          deleted: Type.Integer({ minimum: 0 }),
          kept: Type.Integer({ minimum: 0 }),
          holdReason: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type RetentionRunView = Static<typeof RetentionRunView>;

/** The last runs of the retention purge, newest first, and when the next one is due (ops console). */
export const listRetentionRuns = defineRpc({
  service: 'notification',
  type: 'notification.list-retention-runs',
  version: 1,
  request: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50 }) }, { additionalProperties: false }),
  response: Type.Object(
    { runs: Type.Array(RetentionRunView), nextRunAt: Type.Union([IsoDateTime, Type.Null()]) },
    { additionalProperties: false },
  ),
});
