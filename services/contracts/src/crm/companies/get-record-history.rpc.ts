import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from './record-fields.ts';

/** One entry of a record's history (the audit log), shown on its page. */
export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    occurredAt: IsoDateTime,
    actor: Type.Object({
      kind: Type.String(),
      id: Type.Union([Type.String(), Type.Null()]),
      role: Type.Union([Type.String(), Type.Null()]),
    }),
    action: Type.String(),
    entity: Type.String(),
    entityId: Type.String(),
    before: Type.Unknown(),
    after: Type.Unknown(),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

/** `GET /api/v1/entreprise/:companyId/history` (and the same for the other records). */
export const getRecordHistory = defineRpc({
  service: 'crm',
  type: 'crm.get-record-history',
  version: 1,
  request: Type.Object(
    {
      entity: oneOf(['company', 'contact', 'quote', 'contract', 'task', 'document'] as const),
      id: Uuid,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ entries: Type.Array(AuditEntry) }, { additionalProperties: false }),
});

export const getRecordHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/entreprise/history/:entity/:id',
  rpc: getRecordHistory,
  access: 'staff',
  summary: 'Historique d’un enregistrement (journal d’audit)',
  tags: ['entreprises'],
});
