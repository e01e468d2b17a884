import type { CsvTable, ImportPreview } from '@courtage/contracts/crm/contacts/import-job';
import { IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import {
  CONTRACT_IMPORT_HEADERS,
  CONTRACT_MESSAGES_EXTRA,
  type ContractImportRow,
  contractImportRowForm,
  csvDecimal,
} from '@courtage/contracts/crm/contracts/contract-form';
import { checkForm } from '@courtage/contracts/form/define-form';
import { errorCollector, mapCsvRows } from '../contacts/csv-rows.ts';
import type { RecordsDb } from '../records-schema.ts';
import { companiesBySiren } from '../repositories/companies-repository.ts';
import { contactsByEmail } from '../repositories/contacts-repository.ts';
import { contractPolicyKeys } from '../repositories/contracts-repository.ts';

const STATUS_ALIASES: Record<string, string> = {
  'en attente': 'en_attente',
  actif: 'actif',
  suspendu: 'suspendu',
  resilie: 'resilie',
  résilié: 'resilie',
};
/** `31/12/2026` -> `2026-12-31`; ISO dates pass through. */
const isoDate = (value: string | undefined) => {
  const match = value?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};

export type ContractImportValue = {
  holder_kind: 'company' | 'person';
  company_id: string | null;
  contact_id: string | null;
  holder_name: string;
  insurer: string;
  product: string;
  policy_number: string;
  start_date: string;
  renewal_date: string;
  monthly_premium: number;
  commission_rate: number;
  status: 'en_attente' | 'actif' | 'suspendu' | 'resilie';
  source: 'import';
  offer_id: null;
};

/** Every row of a contracts CSV checked (holder by SIREN or e-mail, policy numbers not taken). */
export async function checkContractImport(
  db: RecordsDb,
  table: CsvTable,
): Promise<{ preview: ImportPreview; values: ContractImportValue[] }> {
  const { rows, unknownColumns } = mapCsvRows(table, CONTRACT_IMPORT_HEADERS);
  const errors = errorCollector();
  if (rows.length === 0) errors.add(1, '', IMPORT_MESSAGES.emptyFile);
  const sirens = [
    ...new Set(rows.map((row) => row.values.holderSiren?.replace(/\s/g, '')).filter(Boolean)),
  ] as string[];
  const emails = [
    ...new Set(rows.map((row) => row.values.holderEmail?.toLowerCase()).filter(Boolean)),
  ] as string[];
  const companies = new Map(
    sirens.length === 0
      ? []
      : (await companiesBySiren(db, sirens)).map((company) => [company.siren, company] as const),
  );
  const contacts = new Map(
    emails.length === 0
      ? []
      : (await contactsByEmail(db, emails)).map((contact) => [contact.email as string, contact] as const),
  );
  const taken = new Set(
    (await contractPolicyKeys(db)).map((row) => `${row.insurer}\u0000${row.policy_number}`),
  );
  const values: ContractImportValue[] = [];
  const sample: Record<string, string>[] = [];
  for (const { line, values: raw } of rows) {
    const candidate = {
      ...raw,
      ...(raw.status ? { status: STATUS_ALIASES[raw.status.toLowerCase()] ?? raw.status } : {}),
      ...(raw.startDate ? { startDate: isoDate(raw.startDate) } : {}),
      ...(raw.renewalDate ? { renewalDate: isoDate(raw.renewalDate) } : {}),
    } as ContractImportRow;
    for (const error of checkForm(contractImportRowForm, candidate))
      errors.add(line, error.field, error.message);
    if (errors.isBad(line)) continue;
    const siren = candidate.holderSiren?.replace(/\s/g, '');
    const company = siren ? companies.get(siren) : undefined;
    const contact =
      !siren && candidate.holderEmail ? contacts.get(candidate.holderEmail.toLowerCase()) : undefined;
    if (siren && !company)
      errors.add(line, 'holderSiren', contractImportRowForm.messages.holderSiren as string);
    if (!siren && !contact)
      errors.add(line, 'holderEmail', contractImportRowForm.messages.holderEmail as string);
    const policyKey = `${candidate.insurer.trim()}\u0000${candidate.policyNumber.trim()}`;
    if (taken.has(policyKey)) errors.add(line, 'policyNumber', CONTRACT_MESSAGES_EXTRA.policyTaken);
    if (errors.isBad(line)) continue;
    taken.add(policyKey);
    values.push({
      holder_kind: company ? 'company' : 'person',
      company_id: company?.id ?? null,
      contact_id: company ? null : (contact?.id ?? null),
      holder_name: company ? company.company_name : `${contact?.forename} ${contact?.name}`,
      insurer: candidate.insurer.trim(),
      product: candidate.product.trim(),
      policy_number: candidate.policyNumber.trim(),
      start_date: candidate.startDate,
      renewal_date: candidate.renewalDate,
      monthly_premium: csvDecimal(candidate.monthlyPremium),
      commission_rate: csvDecimal(candidate.commissionRate),
      status: candidate.status,
      source: 'import',
      offer_id: null,
    });
    if (sample.length < 10) sample.push(candidate as unknown as Record<string, string>);
  }
  return {
    preview: {
      total: rows.length,
      valid: values.length,
      errorCount: errors.count,
      errors: errors.errors,
      sample,
      unknownColumns,
    },
    values,
  };
}
