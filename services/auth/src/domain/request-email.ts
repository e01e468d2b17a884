import {
  type AuthEmailRequestedData,
  authEmailRequested,
} from '@courtage/contracts/auth/email-requested.event';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely, Transaction } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';

/** Asks the notification service for an email, in the caller's transaction (outbox). */
export async function requestEmail(
  trx: Kysely<AuthDatabase> | Transaction<AuthDatabase>,
  data: AuthEmailRequestedData,
  correlationId: string,
): Promise<void> {
  await enqueueEvent(trx, authEmailRequested, data, { correlationId });
}
