import { getRecordHistory } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import { listAudit, listAuditWhere } from '@courtage/runtime/audit/list-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/**
 * A company's story: its own entries and those of its contacts, documents, quotes, contracts
 * and tasks (each entry says which record it is about).
 */
function companyAndItsRecords(companyId: string) {
  return sql<boolean>`
    (entity = 'company' and entity_id = ${companyId})
    or (entity = 'contact' and entity_id in (select id::text from contacts where company_id = ${companyId}))
    or (entity = 'quote' and entity_id in (select id::text from quotes where company_id = ${companyId}))
    or (entity = 'contract' and entity_id in (select id::text from contracts where company_id = ${companyId}))
    or (entity = 'document' and entity_id in (
      select id::text from documents where owner_type = 'company' and owner_id = ${companyId}))
    or (entity = 'task' and entity_id in (
      select id::text from tasks where linked_type = 'company' and linked_id = ${companyId}))`;
}

/**
 * `crm.get-record-history`: the audit log of one record, newest first (shown on its page); a
 * company's includes the records that belong to it.
 */
export function getRecordHistoryHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getRecordHistory, async ({ entity, id }, meta) => {
    requireStaffActor(meta);
    const entries =
      entity === 'company'
        ? await listAuditWhere(ctx.db, companyAndItsRecords(id))
        : await listAudit(ctx.db, entity, id);
    return { entries };
  });
}
