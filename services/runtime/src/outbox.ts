import { randomUUID } from 'node:crypto';
import type { EventDefinition } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import type { Static } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import { formatErrors } from './envelope.ts';
import { validate } from './validate.ts';

export { startOutboxRelay } from './outbox-relay.ts';

/**
 * Writes an event to the outbox inside the caller's transaction: it is published by the
 * relay once that transaction commits, and never if it rolls back. Returns the messageId.
 * Data that does not match the contract is a bug of the caller: AppError('INTERNAL').
 */
export async function enqueueEvent<E extends EventDefinition>(
  // biome-ignore lint/suspicious/noExplicitAny: works with any service's Kysely DB type
  trx: Kysely<any> | Transaction<any>,
  def: E,
  data: Static<E['data']>,
  meta: { correlationId: string },
): Promise<string> {
  const errors = validate(def.data, data);
  if (errors.length > 0) {
    throw new AppError(
      'INTERNAL',
      `Event ${def.type} does not match its contract: ${formatErrors(errors)}`,
      errors,
    );
  }
  const messageId = randomUUID();
  await trx
    .insertInto('outbox')
    .values({
      message_id: messageId,
      type: def.type,
      version: def.version,
      correlation_id: meta.correlationId,
      occurred_at: new Date().toISOString(),
      data: JSON.stringify(data),
    })
    .execute();
  return messageId;
}
