import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import type { ContactInput } from '@courtage/contracts/crm/contacts/contact-form';
import { normalizeFrenchPhone } from '@courtage/contracts/validators/normalize-french-phone';
import type { Insertable, Transaction } from 'kysely';
import type { ContactsTable, RecordsDatabase, RecordsDb } from '../records-schema.ts';

/** The contact's own columns (a list adds the company's name for its page's rows only). */
export const CONTACT_OWN_COLUMNS = [
  'contacts.id',
  'contacts.civility',
  'contacts.name',
  'contacts.forename',
  'contacts.function',
  'contacts.email',
  'contacts.phone',
  'contacts.company_id',
  'contacts.created_at',
  'contacts.updated_at',
] as const;

export const CONTACT_COLUMNS = [...CONTACT_OWN_COLUMNS, 'companies.company_name'] as const;

/** Contacts with their company's name (a left join: standalone contacts have none). */
export function contactsQuery(db: RecordsDb) {
  return db.selectFrom('contacts').leftJoin('companies', 'companies.id', 'contacts.company_id');
}

export function selectContact(db: RecordsDb) {
  return contactsQuery(db).select(CONTACT_COLUMNS);
}

export type ContactRecord = Awaited<ReturnType<ReturnType<typeof selectContact>['executeTakeFirstOrThrow']>>;

export async function findContact(db: RecordsDb, id: string): Promise<ContactRecord | undefined> {
  return selectContact(db).where('contacts.id', '=', id).executeTakeFirst();
}

export function toContact(row: ContactRecord): Contact {
  return {
    id: row.id,
    civility: row.civility,
    name: row.name,
    forename: row.forename,
    function: row.function,
    email: row.email,
    phone: row.phone,
    companyId: row.company_id,
    companyName: row.company_name ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const empty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : value.trim();

/** The columns of a checked contact: trimmed, e-mail in lower case, phone `0612345678`. */
export function contactColumns(input: Omit<ContactInput, 'companyId'>) {
  const phone = empty(input.phone);
  const email = empty(input.email);
  return {
    civility: input.civility,
    name: input.name.trim(),
    forename: input.forename.trim(),
    function: empty(input.function),
    email: email ? email.toLowerCase() : null,
    phone: phone ? normalizeFrenchPhone(phone) : null,
  };
}

/** Inserts a checked contact (contactColumns) and answers its id. */
export async function insertContact(
  db: RecordsDb,
  values: ReturnType<typeof contactColumns> & { company_id: string | null },
): Promise<string> {
  const { id } = await db.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Locks the contact's row until the transaction ends; false when there is none. */
export async function lockContact(db: RecordsDb, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('contacts')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateContactRow(
  db: RecordsDb,
  id: string,
  values: ReturnType<typeof contactColumns> & { company_id: string | null },
): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteContactRow(db: RecordsDb, id: string): Promise<void> {
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}

/** An import's chunk of contacts in one multi-row INSERT, in the import's transaction; their ids. */
export async function insertContactChunk(
  trx: Transaction<RecordsDatabase>,
  chunk: Insertable<ContactsTable>[],
): Promise<string[]> {
  return (await trx.insertInto('contacts').values(chunk).returning('id').execute()).map((row) => row.id);
}

/** Whether a contact with this id exists. */
export async function contactExists(db: RecordsDb, id: string): Promise<boolean> {
  const contact = await db.selectFrom('contacts').select('id').where('id', '=', id).executeTakeFirst();
  return contact !== undefined;
}

/** A contact's forename and name, or undefined when there is none with this id. */
export async function findContactName(
  db: RecordsDb,
  id: string,
): Promise<{ forename: string; name: string } | undefined> {
  return db.selectFrom('contacts').select(['forename', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The contacts with these e-mails (one query), with their names. */
export async function contactsByEmail(db: RecordsDb, emails: string[]) {
  return db
    .selectFrom('contacts')
    .select(['id', 'email', 'forename', 'name'])
    .where('email', 'in', emails)
    .execute();
}

/** The id of a company's contact with this e-mail, or null. */
export async function findCompanyContactByEmail(
  db: RecordsDb,
  companyId: string,
  email: string,
): Promise<string | null> {
  const contact = await db
    .selectFrom('contacts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', '=', email)
    .executeTakeFirst();
  return contact ? contact.id : null;
}

/** The oldest standalone contact with this e-mail (no company), or null. */
export async function findStandaloneContactByEmail(db: RecordsDb, email: string): Promise<string | null> {
  const contact = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', email)
    .where('company_id', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
  return contact ? contact.id : null;
}
