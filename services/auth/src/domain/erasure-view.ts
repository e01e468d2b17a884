import type { ErasurePart, ErasureRequest } from '@courtage/contracts/privacy/erasure.rpc';
import type { Selectable } from 'kysely';
import type { ErasureRequestsTable } from '../database-schema.ts';

/** An erasure request as the customer, the prospect's proof page and the Admin's list show it. */
export function toErasureView(row: Selectable<ErasureRequestsTable>): ErasureRequest {
  return {
    id: row.id,
    customerId: row.customer_id,
    name: row.name,
    email: row.email,
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    executedAt: row.executed_at?.toISOString() ?? null,
    executedByName: row.executed_by_name,
    report: (row.report as ErasurePart[] | null) ?? null,
  };
}
