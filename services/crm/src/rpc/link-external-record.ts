import { UNKNOWN_COMPANY_MESSAGE } from '@courtage/contracts/crm/external-crm/external-crm';
import {
  externalRecordLinkForm,
  linkExternalRecord,
} from '@courtage/contracts/crm/external-crm/link-external-record.rpc';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  findCrmCompanyName,
  findExternalRecordForUpdate,
  setExternalRecordCompany,
  toExternalRecordRow,
} from '../repositories/external-records-repository.ts';

export const RECORD_NOT_FOUND = 'Cet enregistrement n’existe pas.';

/**
 * `crm.link-external-record` (staff): links a partner's record to a company of the CRM (the
 * `companies` table of the records part of crm) or unlinks it; audited.
 */
export function linkExternalRecordHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(linkExternalRecord, async ({ recordId, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(externalRecordLinkForm, form);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    return db.transaction().execute(async (trx) => {
      const before = await findExternalRecordForUpdate(trx, recordId);
      if (!before) throw new AppError('NOT_FOUND', RECORD_NOT_FOUND);
      let company: { id: string; name: string } | null = null;
      if (form.companyId !== null) {
        const name = await findCrmCompanyName(trx, form.companyId);
        if (!name) {
          throw new AppError('VALIDATION_FAILED', UNKNOWN_COMPANY_MESSAGE, [
            { field: 'companyId', message: UNKNOWN_COMPANY_MESSAGE },
          ]);
        }
        company = { id: form.companyId, name };
      }
      const after = await setExternalRecordCompany(trx, recordId, company);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'link-customer',
        entity: 'external-crm-record',
        entityId: recordId,
        before: { companyId: before.company_id, companyName: before.company_name },
        after: { companyId: after.company_id, companyName: after.company_name },
      });
      return toExternalRecordRow(after);
    });
  });
}
