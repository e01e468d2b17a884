import { COMPLIANCE_MESSAGES } from '@courtage/contracts/crm/compliance/compliance';
import {
  complianceItemForm,
  recordComplianceItem,
} from '@courtage/contracts/crm/compliance/record-compliance-item.rpc';
import { checkForm } from '@courtage/contracts/form/define-form';
import { parisDate } from '@courtage/contracts/offer/dates';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { loadComplianceFile, withStaffNames } from '../compliance/compliance-file.ts';
import type { RecordsContext } from '../records-context.ts';
import { invalid } from '../records-errors.ts';
import { companyDocumentExists, upsertComplianceItem } from '../repositories/compliance-repository.ts';

/**
 * `crm.record-compliance-item`: records (or corrects) one item of a company's file with its date,
 * the staff member (the caller) and the supporting document, which must belong to that company.
 */
export function recordComplianceItemHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(recordComplianceItem, async ({ companyId, ...form }, meta) => {
    const staff = requireStaffActor(meta);
    const errors = checkForm(complianceItemForm, form);
    if (errors.length > 0) throw invalid(errors);
    if (form.date > parisDate()) throw invalid([{ field: 'date', message: COMPLIANCE_MESSAGES.futureDate }]);
    const file = await ctx.db.transaction().execute(async (trx) => {
      const before = await loadComplianceFile(trx, companyId);
      if (form.documentId && !(await companyDocumentExists(trx, companyId, form.documentId))) {
        throw invalid([{ field: 'documentId', message: complianceItemForm.messages.documentId as string }]);
      }
      const values = {
        date: form.date,
        staff_id: staff.id,
        document_id: form.documentId ?? null,
        reasons: form.reasons?.trim() || null,
        recorded_at: new Date(),
      };
      await upsertComplianceItem(trx, companyId, form.item, values);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'compliance-recorded',
        entity: 'company',
        entityId: companyId,
        before: before.items.find((item) => item.item === form.item)?.recorded ?? null,
        after: { item: form.item, ...values },
      });
      return loadComplianceFile(trx, companyId);
    });
    return withStaffNames(ctx.bus, file, meta);
  });
}
