import {
  type CustomerEmailProvenData,
  customerEmailProven,
} from '@courtage/contracts/auth/email-proven.event';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely, Transaction } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';

/**
 * Tells the other services (offer: unattached subscriptions) that this customer controls the
 * address, in the caller's transaction (outbox): written only if the proof is committed.
 */
export async function announceEmailProven(
  trx: Kysely<AuthDatabase> | Transaction<AuthDatabase>,
  data: CustomerEmailProvenData,
  correlationId: string,
): Promise<void> {
  await enqueueEvent(trx, customerEmailProven, data, { correlationId });
}
