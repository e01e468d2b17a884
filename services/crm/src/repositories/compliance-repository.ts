import type { ComplianceItemKind } from '@courtage/contracts/crm/compliance/compliance';
import type { RecordsDb } from '../records-schema.ts';

export async function findCompanyName(db: RecordsDb, companyId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('company_name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.company_name;
}

/** The recorded items of a company's file, each with its supporting document's name. */
export async function listComplianceRows(db: RecordsDb, companyId: string) {
  return db
    .selectFrom('compliance_items')
    .leftJoin('documents', 'documents.id', 'compliance_items.document_id')
    .select([
      'compliance_items.item',
      'compliance_items.date',
      'compliance_items.staff_id',
      'compliance_items.document_id',
      'compliance_items.reasons',
      'compliance_items.recorded_at',
      'documents.file_name',
    ])
    .where('compliance_items.company_id', '=', companyId)
    .execute();
}

/** Whether the document exists and belongs to the company. */
export async function companyDocumentExists(db: RecordsDb, companyId: string, documentId: string) {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('id', '=', documentId)
    .where('owner_type', '=', 'company')
    .where('owner_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an item of the file, or corrects the one recorded. */
export async function upsertComplianceItem(
  db: RecordsDb,
  companyId: string,
  item: ComplianceItemKind,
  values: {
    date: string;
    staff_id: string;
    document_id: string | null;
    reasons: string | null;
    recorded_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('compliance_items')
    .values({ company_id: companyId, item, ...values })
    .onConflict((conflict) => conflict.columns(['company_id', 'item']).doUpdateSet(values))
    .execute();
}
