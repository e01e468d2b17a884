import type { ColumnType, Generated } from 'kysely';

/** Lifecycle of a contact query: stored, answered by an admin, then closed. */
export type ContactQueryStatus = 'received' | 'answered' | 'closed';

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
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
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
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
};

/** The crm database as Kysely sees it (the runtime's outbox and inbox are not queried here). */
export type CrmDatabase = {
  contact_queries: ContactQueriesTable;
  prospects: ProspectsTable;
  quote_requests: QuoteRequestsTable;
};
