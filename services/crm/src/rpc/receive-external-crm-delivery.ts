import { receiveExternalCrmDelivery } from '@courtage/contracts/crm/external-crm/receive-external-crm-delivery.rpc';
import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  pruneExternalCrmDeliveries,
  recordExternalCrmDelivery,
} from '../repositories/external-crm-imports-repository.ts';
import { upsertExternalRecords } from '../repositories/external-records-repository.ts';

export const REPLAY_MESSAGE = 'Cette livraison a déjà été reçue.';

/**
 * `crm.receive-external-crm-delivery` (from the gateway's webhook route, signature checked
 * there): in one transaction, records the delivery by its signature (a second time: CONFLICT,
 * nothing changes) and upserts its records by (kind, externalId), so a record sent in two
 * different deliveries is still listed once.
 */
export function receiveExternalCrmDeliveryHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(receiveExternalCrmDelivery, async ({ deliveryId, kind, records }, meta) => {
    if (meta.actor.kind !== 'visitor' || meta.actor.role !== 'external-crm') {
      throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
    }
    return db.transaction().execute(async (trx) => {
      const inserted = await recordExternalCrmDelivery(trx, {
        deliveryId,
        kind,
        recordCount: records.length,
      });
      if (!inserted) throw new AppError('CONFLICT', REPLAY_MESSAGE);
      // A signature older than the 5-minute window fails the gateway's timestamp check before
      // it gets here: a day's margin is plenty, and the table stays small.
      await pruneExternalCrmDeliveries(trx);
      const counts = await upsertExternalRecords(trx, kind, 'webhook', records);
      return { received: records.length, ...counts };
    });
  });
}
