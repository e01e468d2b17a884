import type { ColumnType, Generated, Kysely } from 'kysely';
import type { CrmDatabase } from './database-schema.ts';

/** Columns written by PostgreSQL only (defaults, generated columns). */
type ReadOnly<T> = ColumnType<T, never, never>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** numeric columns come back from pg as strings. */
type Numeric = ColumnType<string, number | string, number | string>;

/** Tables of the CRM records (migrations 0003-0009). */
export type CompaniesTable = {
  id: Generated<string>;
  kind: Defaulted<'prospect' | 'client'>;
  company_name: string;
  name_key: ReadOnly<string>;
  search_vector: ReadOnly<string>;
  siren: string;
  legal_form: string | null;
  creation_date: ColumnType<string | null, string | null, string | null>;
  address: string | null;
  zip_code: string;
  town: string;
  code_naf: string | null;
  naf_activity: string | null;
  sector: string | null;
  turnover: ColumnType<number | null, number | null, number | null>;
  iban_encrypted: string | null;
  iban_masked: string | null;
  rcs_city: string | null;
  registered_office_address: string | null;
  company_representative: string | null;
  became_client_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  became_client_reason: string | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type CompanyCommentsTable = {
  id: Generated<string>;
  company_id: string;
  text: string;
  author_id: string;
  created_at: Defaulted<Date>;
};

export type ContactsTable = {
  id: Generated<string>;
  civility: 'M.' | 'Mme';
  name: string;
  forename: string;
  function: string | null;
  email: string | null;
  phone: string | null;
  company_id: string | null;
  name_key: ReadOnly<string>;
  search_vector: ReadOnly<string>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type QuotesTable = {
  id: Generated<string>;
  reference: Generated<string>;
  company_id: string | null;
  contact_id: string | null;
  insurance_line: string;
  formula: string;
  insurer: string | null;
  monthly_premium: Numeric;
  valid_until: ColumnType<string, string, string>;
  notes: string | null;
  status: Defaulted<'brouillon' | 'envoye' | 'accepte' | 'refuse' | 'expire'>;
  source: Defaulted<'staff' | 'site' | 'offer'>;
  quote_request_id: string | null;
  pdf_key: string | null;
  sent_at: Date | null;
  created_by: string;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type ContractsTable = {
  id: Generated<string>;
  holder_kind: 'company' | 'person';
  company_id: string | null;
  contact_id: string | null;
  holder_name: string;
  insurer: string;
  product: string;
  policy_number: string;
  start_date: string;
  renewal_date: string;
  monthly_premium: Numeric;
  commission_rate: Numeric;
  status: 'en_attente' | 'actif' | 'suspendu' | 'resilie';
  source: Defaulted<'staff' | 'comparator' | 'import'>;
  offer_id: string | null;
  search_text: ReadOnly<string>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type DocumentsTable = {
  id: Generated<string>;
  owner_type: 'company' | 'contact' | 'contract';
  owner_id: string;
  kind: string;
  key: string;
  file_name: string;
  content_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  uploaded_by: string;
  created_at: Defaulted<Date>;
};

export type ComplianceItemsTable = {
  company_id: string;
  item: 'der' | 'needs-analysis' | 'advice' | 'ipid' | 'identity';
  date: string;
  staff_id: string;
  document_id: string | null;
  reasons: string | null;
  recorded_at: Defaulted<Date>;
};

export type TasksTable = {
  id: Generated<string>;
  title: string;
  due_at: Date;
  assignee_id: string;
  created_by: string;
  linked_type: 'company' | 'contact' | 'quote' | 'contract' | null;
  linked_id: string | null;
  status: Defaulted<'a_faire' | 'terminee' | 'annulee'>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
};

export type ImportJobsTable = {
  id: Generated<string>;
  kind: 'contacts' | 'contracts';
  status: Defaulted<'running' | 'done' | 'failed'>;
  total: number;
  processed: Defaulted<number>;
  error: string | null;
  created_by: string;
  created_at: Defaulted<Date>;
  finished_at: Date | null;
};

export type RecordsDatabase = CrmDatabase & {
  companies: CompaniesTable;
  company_comments: CompanyCommentsTable;
  contacts: ContactsTable;
  quotes: QuotesTable;
  contracts: ContractsTable;
  documents: DocumentsTable;
  compliance_items: ComplianceItemsTable;
  tasks: TasksTable;
  import_jobs: ImportJobsTable;
};

export type RecordsDb = Kysely<RecordsDatabase>;

/** Dates of `date` columns as `YYYY-MM-DD` (pg's type parser is set per pool in crm: see main). */
export function isoDay(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
