import { OPS_SERVICES, type OpsService } from '@courtage/contracts/ops/ops';
import { OPS_RPCS } from '@courtage/contracts/ops/ops-rpcs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callOptions } from '../plugins/app/authentication.ts';

export type ExportRecord = {
  /** The file's name without its date (`offres-recues`), which says the list. */
  list: string;
  filters: Record<string, unknown>;
  sort?: { field: string; direction: string };
  rows: number;
  /** False when the client went away before the last row. */
  complete: boolean;
};

/**
 * One audit entry for a CSV export, written by the service that owns the list (its
 * `ops-record-audit`, the actor being the caller): which list, which filters, how many rows.
 * The entry's id is the route (`GET /api/v1/offers/export.csv`).
 */
export async function auditExport(
  fastify: FastifyInstance,
  request: FastifyRequest,
  service: string,
  record: ExportRecord,
): Promise<void> {
  const owner: OpsService = (OPS_SERVICES as readonly string[]).includes(service)
    ? (service as OpsService)
    : 'auth';
  await fastify.bus.call(
    OPS_RPCS[owner].recordAudit,
    {
      action: 'export',
      entity: 'export',
      entityId: `GET ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      after: record,
    },
    callOptions(request, fastify.config.RPC_TIMEOUT_MS),
  );
}
