import { sql } from 'kysely';
import { searchText } from '../companies/search-text.ts';
import type { RecordsDb } from '../records-schema.ts';
import { CONTACT_OWN_COLUMNS, type ContactRecord } from './contacts-repository.ts';
import { fetchKeysetPage } from './keyset-page.ts';
import { cappedTotal, keptTotal, type ListTotal } from './list-total.ts';
import { searchPage } from './search-page.ts';

const SORT_COLUMNS = { createdAt: 'contacts.created_at', name: 'contacts.name_key' } as const;

type Filter = { companyId?: string; standalone?: boolean; q?: string };
type Sort = { field: 'createdAt' | 'name'; direction: 'asc' | 'desc' };
type ContactListPage = { rows: ContactRecord[]; nextCursor: string | null } & ListTotal;

/** The search as stored: a phone typed `+33 6 12...` or `06 12...` becomes `0612...`. */
export function contactSearchTerm(search: string): string {
  const lower = search.trim().toLowerCase();
  const compact = lower.replace(/[\s.]/g, '');
  if (/^\+33\d+$/.test(compact)) return `0${compact.slice(3)}`;
  if (/^\d+$/.test(compact)) return compact;
  return lower;
}

/**
 * The filtered contacts, as a query on the table (no join: the company's name is looked up for the
 * page's rows only, a join made PostgreSQL hash all 50,000 companies for 20 contacts).
 */
function filtered(db: RecordsDb, filter: Filter) {
  const words = filter.q ? searchText(contactSearchTerm(filter.q)) : null;
  let query = db.selectFrom('contacts');
  if (words) query = query.where(sql<boolean>`contacts.search_vector @@ search_prefix_query(${words})`);
  if (filter.companyId) query = query.where('contacts.company_id', '=', filter.companyId);
  if (filter.standalone) query = query.where('contacts.company_id', 'is', null);
  return query;
}

const SEARCH_COLUMNS = [...CONTACT_OWN_COLUMNS.map((column) => column.slice('contacts.'.length)), 'name_key'];

/**
 * The starts of the words of forename, name, e-mail or phone (GIN index on search_vector):
 * the page and the capped count in one statement.
 */
export async function searchContactList(
  db: RecordsDb,
  words: string,
  filter: Filter,
  sort: Sort,
  cursor: string | undefined,
  limit: number,
): Promise<ContactListPage> {
  const conditions = [sql`search_vector @@ search_prefix_query(${words})`];
  if (filter.companyId) conditions.push(sql`company_id = ${filter.companyId}`);
  if (filter.standalone) conditions.push(sql`company_id is null`);
  const page = await searchPage<ContactRecord>(db, {
    table: 'contacts',
    columns: SEARCH_COLUMNS,
    where: sql.join(conditions, sql` and `),
    sortColumn: sort.field === 'name' ? 'name_key' : 'created_at',
    direction: sort.direction,
    pageColumns: sql`(select c.company_name from companies c where c.id = p.company_id) as company_name`,
    cursor,
    limit,
  });
  return {
    rows: page.rows,
    nextCursor: page.nextCursor,
    ...(page.count ?? (await cappedTotal(db, filtered(db, filter)))),
  };
}

/** Without a search: the kept total (migration 0020), or a company's contacts counted. */
export async function contactListPage(
  db: RecordsDb,
  filter: Filter,
  sort: Sort,
  cursor: string | undefined,
  limit: number,
): Promise<ContactListPage> {
  const count = filter.companyId
    ? await cappedTotal(db, filtered(db, filter))
    : await keptTotal(db, filter.standalone ? 'contacts:standalone' : 'contacts');
  const page = await fetchKeysetPage(
    filtered(db, filter)
      .select(CONTACT_OWN_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('companies')
          .select('companies.company_name')
          .whereRef('companies.id', '=', 'contacts.company_id')
          .as('company_name'),
      ),
    {
      sortColumn: SORT_COLUMNS[sort.field],
      idColumn: 'contacts.id',
      direction: sort.direction,
      cursor,
      limit,
    },
  );
  return { rows: page.rows, nextCursor: page.nextCursor, ...count };
}
