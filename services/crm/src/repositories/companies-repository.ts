import type { Company } from '@courtage/contracts/crm/companies/company';
import type { Selectable } from 'kysely';
import type { CompaniesTable, RecordsDb } from '../records-schema.ts';
import { isoDay } from '../records-schema.ts';

export type CompanyRecord = Selectable<CompaniesTable>;

export async function findCompany(
  db: RecordsDb,
  id: string,
  forUpdate = false,
): Promise<CompanyRecord | undefined> {
  let query = db.selectFrom('companies').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function toCompany(row: CompanyRecord): Company {
  return {
    id: row.id,
    kind: row.kind,
    companyName: row.company_name,
    siren: row.siren,
    legalForm: row.legal_form,
    creationDate: isoDay(row.creation_date),
    address: row.address,
    zipCode: row.zip_code,
    town: row.town,
    codeNaf: row.code_naf,
    nafActivity: row.naf_activity,
    sector: row.sector,
    turnover: row.turnover === null ? null : Number(row.turnover),
    ibanMasked: row.iban_masked,
    rcsCity: row.rcs_city,
    registeredOfficeAddress: row.registered_office_address,
    companyRepresentative: row.company_representative,
    becameClientAt: row.became_client_at ? row.became_client_at.toISOString() : null,
    becameClientReason: row.became_client_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a company: its fields with the IBAN masked (never in clear). */
export function auditedCompany(row: CompanyRecord): Record<string, unknown> {
  const { iban_encrypted: _secret, ...rest } = row;
  return toCompany({ ...rest, iban_encrypted: null });
}
