import { defineOpsAuditTrail, defineOpsRecordAudit } from './audit-trail.ts';
import type { OpsService } from './ops.ts';
import { defineOpsDeleteDeadLetter } from './ops-delete-dead-letter.rpc.ts';
import { defineOpsReplayDeadLetter } from './ops-replay-dead-letter.rpc.ts';
import { defineOpsStatus } from './ops-status.rpc.ts';

function defineOpsRpcs<S extends OpsService>(service: S) {
  return {
    status: defineOpsStatus(service),
    replayDeadLetter: defineOpsReplayDeadLetter(service),
    deleteDeadLetter: defineOpsDeleteDeadLetter(service),
    auditTrail: defineOpsAuditTrail(service),
    recordAudit: defineOpsRecordAudit(service),
  };
}

export type OpsRpcs = ReturnType<typeof defineOpsRpcs>;

/** The ops console's RPCs and the audit trail's, answered by each service on its own queue. */
export const OPS_RPCS: Readonly<Record<OpsService, OpsRpcs>> = {
  auth: defineOpsRpcs('auth'),
  offer: defineOpsRpcs('offer'),
  crm: defineOpsRpcs('crm'),
  notification: defineOpsRpcs('notification'),
};
