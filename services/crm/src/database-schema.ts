import type { RuntimeTables } from '@courtage/runtime/runtime-tables';
import type { ColumnType, Generated } from 'kysely';
import type { OfferReadModelTables } from './offers/read-model-schema.ts';

/** Lifecycle of a contact message (migration 0015): nouveau, en cours, traité. */
export type ContactQueryStatus = 'received' | 'in_progress' | 'done';

/** Table `contact_queries` (migrations/0001_contact_queries.sql). */
export type ContactQueriesTable = {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  postal_code: string;
  city: string;
  message: string;
  status: ColumnType<ContactQueryStatus, ContactQueryStatus | undefined, ContactQueryStatus>;
  admin_feedback: string | null;
  /** The staff member handling it and their name when assigned (migration 0015). */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  assignee_name: ColumnType<string | null, string | null | undefined, string | null>;
  reply_count: ColumnType<number, never, number>;
  /** The site's idempotency key of the submit (migration 0025), unique; null before it. */
  request_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

/** Table `contact_query_replies` (migration 0015): replies emailed to the visitor. */
export type ContactQueryRepliesTable = {
  id: Generated<string>;
  contact_query_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: ColumnType<Date, never, never>;
};

export type UserQueryStatus = 'pending' | 'answered' | 'closed';

/** Table `user_queries` (migration 0016): customers' questions and the staff's feedback. */
export type UserQueriesTable = {
  id: Generated<string>;
  customer_id: string;
  user_name: string;
  user_email: string;
  query: string;
  status: ColumnType<UserQueryStatus, UserQueryStatus | undefined, UserQueryStatus>;
  feedback: ColumnType<string | null, never, string | null>;
  feedback_by_id: ColumnType<string | null, never, string | null>;
  feedback_by_name: ColumnType<string | null, never, string | null>;
  feedback_at: ColumnType<Date | null, never, Date | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

/** Table `external_crm_records` (migration 0017): a partner CRM's offers and contracts. */
export type ExternalCrmRecordsTable = {
  id: Generated<string>;
  kind: 'offer' | 'contract';
  external_id: string;
  customer_name: string;
  customer_email: string;
  insurer: string;
  product: string;
  /** numeric(12, 2): pg gives it back as a string. */
  monthly_premium: ColumnType<string, number, number>;
  status: string;
  /** date: kept as text (`YYYY-MM-DD`) by the query, never a Date shifted by time zones. */
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  source: 'webhook' | 'import';
  company_id: ColumnType<string | null, string | null | undefined, string | null>;
  company_name: ColumnType<string | null, string | null | undefined, string | null>;
  received_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};

/** Table `external_crm_deliveries` (migration 0017): webhook deliveries already applied. */
export type ExternalCrmDeliveriesTable = {
  delivery_id: string;
  kind: string;
  record_count: number;
  received_at: ColumnType<Date, never, never>;
};

/** Table `external_crm_imports` (migration 0017): CSV imports and their progress. */
export type ExternalCrmImportsTable = {
  id: Generated<string>;
  kind: 'offer' | 'contract';
  status: ColumnType<'running' | 'done' | 'failed', undefined, 'running' | 'done' | 'failed'>;
  total: number;
  processed: ColumnType<number, never, number>;
  error: ColumnType<string | null, never, string | null>;
  created_by: string;
  created_at: ColumnType<Date, never, never>;
  finished_at: ColumnType<Date | null, never, Date | null>;
};

/** Table `prospects` (migrations/0002_prospects_quote_requests.sql); email in lower case, unique. */
export type ProspectsTable = {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  postal_code: string;
  city: string;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

export type QuoteRequestStatus = 'received' | 'quoted' | 'closed';

/** Table `quote_requests` (migrations/0002_prospects_quote_requests.sql). */
export type QuoteRequestsTable = {
  id: Generated<string>;
  prospect_id: string;
  insurance_line: string;
  message: string;
  status: ColumnType<QuoteRequestStatus, QuoteRequestStatus | undefined, QuoteRequestStatus>;
  /** The site's idempotency key of the submit (migration 0025), unique; null before it. */
  request_id: ColumnType<string | null, string | null | undefined, never>;
  /** The answers to the line's questionnaire (migration 0110), keyed by question; null without. */
  answers: ColumnType<Record<string, string> | null, string | null | undefined, never>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

/** crm's messages, the offer read model and the runtime's tables (the records' are in records-schema.ts). */
export type CrmDatabase = RuntimeTables &
  OfferReadModelTables & {
    contact_queries: ContactQueriesTable;
    contact_query_replies: ContactQueryRepliesTable;
    user_queries: UserQueriesTable;
    external_crm_records: ExternalCrmRecordsTable;
    external_crm_deliveries: ExternalCrmDeliveriesTable;
    external_crm_imports: ExternalCrmImportsTable;
    prospects: ProspectsTable;
    quote_requests: QuoteRequestsTable;
  };
