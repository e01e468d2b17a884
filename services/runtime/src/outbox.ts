import { randomUUID } from 'node:crypto';
import type { EventDefinition } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import type { Static } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import { formatErrors } from './envelope.ts';
import { type RuntimeTables, runtimeTablesOf } from './runtime-tables.ts';
import { currentTraceparent } from './tracing.ts';
import { validate } from './validate.ts';

export { startOutboxRelay } from './outbox-relay.ts';

/** The `outbox` row of one event (validated against its contract), for a caller that writes it
 * in the same statement as its own rows (a CTE). Prefer enqueueEvent; the row must be inserted
 * with Kysely's `insertInto('outbox')` as the statement's top-level insert so the relay is woken. */
export function outboxRow<E extends EventDefinition>(
  def: E,
  data: Static<E['data']>,
  meta: { correlationId: string },
): OutboxInsert {
  const errors = validate(def.data, data);
  if (errors.length > 0) {
    throw new AppError(
      'INTERNAL',
      `Event ${def.type} does not match its contract: ${formatErrors(errors)}`,
      errors,
    );
  }
  return {
    message_id: randomUUID(),
    type: def.type,
    version: def.version,
    correlation_id: meta.correlationId,
    occurred_at: new Date().toISOString(),
    data: JSON.stringify(data),
    traceparent: currentTraceparent() ?? null,
  };
}

export type OutboxInsert = {
  message_id: string;
  type: string;
  version: number;
  correlation_id: string;
  occurred_at: string;
  data: string;
  /** The writer's trace context (tracing.ts), carried to the consumers; null when tracing is off. */
  traceparent: string | null;
};

/**
 * Writes an event to the outbox inside the caller's transaction: it is published by the
 * relay once that transaction commits, and never if it rolls back. Returns the messageId.
 * Data that does not match the contract is a bug of the caller: AppError('INTERNAL').
 */
export async function enqueueEvent<E extends EventDefinition, DB extends RuntimeTables>(
  trx: Kysely<DB> | Transaction<DB>,
  def: E,
  data: Static<E['data']>,
  meta: { correlationId: string },
): Promise<string> {
  const row = outboxRow(def, data, meta);
  await runtimeTablesOf(trx).insertInto('outbox').values(row).execute();
  return row.message_id;
}
