import { type Static, Type } from '@sinclair/typebox';

/**
 * The ops console (back office `/admin/ops`, Admin only): every service answers the same three
 * RPCs about itself, served by the runtime (services/runtime/src/ops.ts), and the notification
 * service two more about its email jobs (notification-ops.rpc.ts).
 */
export const OPS_SERVICES = ['auth', 'offer', 'crm', 'notification'] as const;
export type OpsService = (typeof OPS_SERVICES)[number];

const CheckState = Type.Union([Type.Literal('ok'), Type.Literal('down')]);

export const QueueDepth = Type.Object({
  queue: Type.String(),
  messages: Type.Integer({ minimum: 0 }),
  consumers: Type.Integer({ minimum: 0 }),
});

export const DeadLetter = Type.Object({
  id: Type.String(),
  queue: Type.String(),
  reason: Type.String(),
  type: Type.Union([Type.String(), Type.Null()]),
  routingKey: Type.Union([Type.String(), Type.Null()]),
  failedAt: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Union([Type.Integer(), Type.Null()]),
  preview: Type.String(),
});
export type DeadLetterView = Static<typeof DeadLetter>;

export const OpsStatus = Type.Object({
  service: Type.String(),
  pid: Type.Integer(),
  uptimeSeconds: Type.Number({ minimum: 0 }),
  checks: Type.Record(Type.String(), CheckState),
  queues: Type.Array(QueueDepth),
  deadLetters: Type.Array(DeadLetter),
  outbox: Type.Object({
    pending: Type.Integer({ minimum: 0 }),
    /** Age of the oldest event not yet published, in seconds; null when none waits. */
    lagSeconds: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  }),
});
export type OpsStatusView = Static<typeof OpsStatus>;

/** A DLQ of the service (`<consumer>.<purpose>.dlq`) and the message's id as listed. */
export const DeadLetterRef = Type.Object(
  {
    queue: Type.String({ minLength: 5, maxLength: 200, pattern: '^[a-z0-9][a-z0-9.-]*\\.dlq$' }),
    id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:-]+$' }),
  },
  { additionalProperties: false },
);
