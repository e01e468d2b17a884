import { COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import {
  COMPLIANCE_ITEM_LABELS,
  COMPLIANCE_ITEMS,
  type ComplianceFile,
} from '@courtage/contracts/crm/compliance/compliance';
import { AppError } from '@courtage/contracts/errors';
import type { Bus, RpcMeta } from '@courtage/runtime/bus';
import type { RecordsDb } from '../records-schema.ts';
import { isoDay } from '../records-schema.ts';
import { findCompanyName, listComplianceRows } from '../repositories/compliance-repository.ts';
import { staffNames } from '../shared-lists/find-staff-member.ts';

/** A company's compliance file: every item, recorded or missing, and how complete it is. */
export async function loadComplianceFile(db: RecordsDb, companyId: string): Promise<ComplianceFile> {
  const companyName = await findCompanyName(db, companyId);
  if (companyName === undefined) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.notFound);
  const rows = await listComplianceRows(db, companyId);
  const byItem = new Map(rows.map((row) => [row.item, row]));
  const items = COMPLIANCE_ITEMS.map((item) => {
    const row = byItem.get(item);
    return {
      item,
      label: COMPLIANCE_ITEM_LABELS[item],
      recorded: row
        ? {
            date: isoDay(row.date) as string,
            staffId: row.staff_id,
            documentId: row.document_id,
            documentName: row.file_name ?? null,
            reasons: row.reasons,
            recordedAt: row.recorded_at.toISOString(),
          }
        : null,
    };
  });
  const missing = items.filter((item) => item.recorded === null).map((item) => item.label);
  const done = items.length - missing.length;
  return {
    companyId,
    companyName,
    items,
    completeness: Math.round((done * 100) / items.length),
    complete: missing.length === 0,
    missing,
  };
}

/** The file with the name of whoever recorded each item (one auth call). */
export async function withStaffNames(bus: Bus, file: ComplianceFile, meta: RpcMeta): Promise<ComplianceFile> {
  const nameOf = await staffNames(
    bus,
    file.items.flatMap((item) => (item.recorded ? [item.recorded.staffId] : [])),
    meta,
  );
  return {
    ...file,
    items: file.items.map((item) => {
      const staffName = item.recorded ? nameOf(item.recorded.staffId) : undefined;
      return item.recorded && staffName !== undefined
        ? { ...item, recorded: { ...item.recorded, staffName } }
        : item;
    }),
  };
}
