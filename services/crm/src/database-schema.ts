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

/** The crm database as Kysely sees it (the runtime's outbox and inbox are not queried here). */
export type CrmDatabase = {
  contact_queries: ContactQueriesTable;
};
