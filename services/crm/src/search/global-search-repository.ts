import { CONTRACT_STATUS_LABELS } from '@courtage/contracts/crm/contracts/contract-form';
import {
  GLOBAL_SEARCH_KINDS,
  GLOBAL_SEARCH_PER_KIND,
  type GlobalSearchGroup,
  type GlobalSearchHit,
  type GlobalSearchKind,
} from '@courtage/contracts/crm/global-search.rpc';
import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import { QUOTE_STATUS_LABELS } from '@courtage/contracts/crm/quotes/quote-form';
import { TASK_STATUS_LABELS } from '@courtage/contracts/crm/tasks/task';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { searchText } from '../companies/search-text.ts';
import { contactSearchTerm } from '../repositories/contact-list-repository.ts';
import { containsPattern } from '../repositories/keyset-page.ts';

/** Candidates read per source before ranking: a prefix's first names, a word's first matches. */
const PREFIX_CANDIDATES = 50;
const WORD_CANDIDATES = 200;

/** What the typed text is searched as. Folding (accents, case) is PostgreSQL's: `search_fold`. */
export type GlobalSearchTerms = {
  /** The text, trimmed. */
  text: string;
  /** `like` pattern of the text with `%`, `_` and `\` taken literally (folded in SQL, then `%`). */
  escaped: string;
  /** Words for `search_prefix_query` (companies), null when no letter nor digit. */
  words: string | null;
  /** The same for contacts, a phone typed `+33 6 12…` or `06 12…` as stored (`0612…`). */
  contactWords: string | null;
  /** Digits of a phone or SIREN typed with spaces or dots, else null. */
  digits: string | null;
  /** Trigram kinds (offers, contracts, tasks' titles) need 3 characters to use their index. */
  contains: string | null;
};

export function globalSearchTerms(typed: string): GlobalSearchTerms {
  const text = typed.trim().replace(/\s+/g, ' ');
  const compact = contactSearchTerm(text);
  const digits = /^\d{3,}$/.test(compact) ? compact : null;
  const inner = digits ?? text;
  return {
    text,
    escaped: text.replace(/[\\%_]/g, (char) => `\\${char}`),
    words: searchText(text),
    contactWords: searchText(compact),
    digits,
    contains: [...inner].length >= 3 ? containsPattern(inner) : null,
  };
}

type HitRow = {
  kind: GlobalSearchKind;
  id: string;
  label: string;
  detail: string;
  rank: number;
  company_id: string | null;
  contact_id: string | null;
  at: Date | null;
  status: string | null;
  line: string | null;
};

const NO_ROWS = sql`select null::uuid as id where false`;

/**
 * One statement for every kind: each kind's candidates come from its indexes (the folded name's
 * btree for a prefix of the whole text, the GIN word prefixes, the SIREN or reference btree, the
 * trigram indexes, the records already found for what belongs to them), are ranked (0: a field
 * equals the text; 1: a field starts with it; 2: its words start with the words) and the best
 * GLOBAL_SEARCH_PER_KIND of each kind are kept (then by name, or newest first).
 * A quote, contract or task of a company or contact found takes that record's rank.
 */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type; the query is raw SQL on its tables
export async function globalSearchGroups(db: Kysely<any>, typed: string): Promise<GlobalSearchGroup[]> {
  const terms = globalSearchTerms(typed);
  if (terms.words === null) return [];
  const folded = sql`search_fold(${terms.text})`;
  const prefix = sql`(search_fold(${terms.escaped}) || '%')`;
  const lowerText = sql`lower(${terms.text})`;
  const lowerPrefix = sql`(lower(${terms.escaped}) || '%')`;
  const contains = terms.contains === null ? null : sql`search_fold(${terms.contains})`;
  const digits = terms.digits;
  const union = (parts: (RawBuilder<unknown> | null)[]) =>
    sql.join(
      parts.filter((part): part is RawBuilder<unknown> => part !== null).map((part) => sql`(${part})`),
      sql` union `,
    );

  // A kind's prefixes of the whole text (ordered btree scans, cheap) first; its word or trigram
  // matches only when the prefixes give fewer than a kind's results, behind a one-time filter
  // (PostgreSQL skips the scan): a common first name would read 60,000 GIN entries for nothing,
  // its prefixes already rank above any word match.
  const few = (cte: string) => sql`(select count(*) from ${sql.table(cte)}) < ${GLOBAL_SEARCH_PER_KIND}`;
  const companyPrefix = union([
    sql`select id from companies where search_fold(company_name) like ${prefix}
        order by search_fold(company_name) using ~<~ limit ${PREFIX_CANDIDATES}`,
    digits && digits.length <= 9
      ? sql`select id from companies where siren like ${`${digits}%`} order by siren using ~<~ limit ${PREFIX_CANDIDATES}`
      : null,
  ]);
  const companyWords = sql`select id from companies
    where search_vector @@ search_prefix_query(${terms.words}) and ${few('company_prefix')} limit ${WORD_CANDIDATES}`;
  const contactPrefix = union([
    sql`select id from contacts where search_fold(forename || ' ' || name) like ${prefix}
        order by search_fold(forename || ' ' || name) using ~<~ limit ${PREFIX_CANDIDATES}`,
    sql`select id from contacts where search_fold(name || ' ' || forename) like ${prefix}
        order by search_fold(name || ' ' || forename) using ~<~ limit ${PREFIX_CANDIDATES}`,
    sql`select id from contacts where lower(email) like ${lowerPrefix}
        order by lower(email) using ~<~ limit ${PREFIX_CANDIDATES}`,
    digits
      ? sql`select id from contacts where phone like ${`${digits}%`} order by phone using ~<~ limit ${PREFIX_CANDIDATES}`
      : null,
  ]);
  const contactWords =
    terms.contactWords === null
      ? NO_ROWS
      : sql`select id from contacts where search_vector @@ search_prefix_query(${terms.contactWords})
            and ${few('contact_prefix')} limit ${WORD_CANDIDATES}`;
  const offerPrefix = union([
    sql`select id from offer_read_model where search_fold(first_name || ' ' || last_name) like ${prefix}
        order by search_fold(first_name || ' ' || last_name) using ~<~ limit ${PREFIX_CANDIDATES}`,
    sql`select id from offer_read_model where search_fold(last_name || ' ' || first_name) like ${prefix}
        order by search_fold(last_name || ' ' || first_name) using ~<~ limit ${PREFIX_CANDIDATES}`,
    sql`select id from offer_read_model where lower(email) like ${lowerPrefix}
        order by lower(email) using ~<~ limit ${PREFIX_CANDIDATES}`,
    digits
      ? sql`select id from offer_read_model where phone_number like ${`${digits}%`}
            order by phone_number using ~<~ limit ${PREFIX_CANDIDATES}`
      : null,
  ]);
  const offerContains = contains
    ? sql`select id from offer_read_model where search_text like ${contains} and ${few('offer_prefix')}
          limit ${WORD_CANDIDATES}`
    : NO_ROWS;
  const quoteIds = union([
    sql`select id from quotes where lower(reference) like ${lowerPrefix}
        order by lower(reference) using ~<~ limit ${PREFIX_CANDIDATES}`,
    sql`select id from quotes where company_id in (select id from company_hits) limit ${WORD_CANDIDATES}`,
    sql`select id from quotes where contact_id in (select id from contact_hits) limit ${WORD_CANDIDATES}`,
  ]);
  const contractIds = union([
    contains
      ? sql`select id from contracts where search_text like ${contains} limit ${WORD_CANDIDATES}`
      : null,
    sql`select id from contracts where company_id in (select id from company_hits) limit ${WORD_CANDIDATES}`,
    sql`select id from contracts where contact_id in (select id from contact_hits) limit ${WORD_CANDIDATES}`,
  ]);
  const taskIds = union([
    contains
      ? sql`select id from tasks where search_fold(title) like ${contains} limit ${WORD_CANDIDATES}`
      : null,
    sql`select id from tasks where linked_id in (
          select id from company_hits union all select id from contact_hits
          union all select id from quote_hits union all select id from contract_hits)
        limit ${WORD_CANDIDATES}`,
  ]);
  const phone = digits ? sql`or k.phone = ${digits}` : sql``;
  const phonePrefix = digits ? sql`or k.phone like ${`${digits}%`}` : sql``;
  const offerPhone = digits ? sql`or o.phone_number = ${digits}` : sql``;
  const siren = digits ? sql`or c.siren = ${digits}` : sql``;
  const sirenPrefix = digits ? sql`or c.siren like ${`${digits}%`}` : sql``;
  const recordRank = (companyColumn: RawBuilder<unknown>, contactColumn: RawBuilder<unknown>) =>
    sql`least(2, (select h.rank from company_hits h where h.id = ${companyColumn}),
              (select h.rank from contact_hits h where h.id = ${contactColumn}))`;
  const limit = GLOBAL_SEARCH_PER_KIND;

  const { rows } = await sql<HitRow>`
    with company_prefix as materialized (${companyPrefix}),
    contact_prefix as materialized (${contactPrefix}),
    offer_prefix as materialized (${offerPrefix}),
    company_hits as materialized (
      select c.id, c.company_name, c.siren, c.zip_code, c.town, c.name_key,
        case when search_fold(c.company_name) = ${folded} ${siren} then 0
             when search_fold(c.company_name) like ${prefix} ${sirenPrefix} then 1 else 2 end as rank
      from companies c where c.id in (select id from company_prefix union (${companyWords}))
    ),
    contact_hits as materialized (
      select k.id, k.forename, k.name, k.email, k.phone, k.company_id, k.name_key,
        case when search_fold(k.forename || ' ' || k.name) = ${folded}
               or search_fold(k.name || ' ' || k.forename) = ${folded}
               or lower(k.email) = ${lowerText} ${phone} then 0
             when search_fold(k.forename || ' ' || k.name) like ${prefix}
               or search_fold(k.name || ' ' || k.forename) like ${prefix}
               or lower(k.email) like ${lowerPrefix} ${phonePrefix} then 1 else 2 end as rank
      from contacts k where k.id in (select id from contact_prefix union (${contactWords}))
    ),
    offer_hits as materialized (
      select o.id, o.first_name, o.last_name, o.email, o.provider, o.plan_name, o.city, o.created_at,
        case when search_fold(o.first_name || ' ' || o.last_name) = ${folded}
               or search_fold(o.last_name || ' ' || o.first_name) = ${folded}
               or lower(o.email) = ${lowerText} ${offerPhone} then 0
             when o.search_text like ${prefix} or o.search_text like ('%' || chr(31) || ${prefix}) then 1
             else 2 end as rank
      from offer_read_model o where o.id in (select id from offer_prefix union (${offerContains}))
    ),
    quote_hits as materialized (
      select q.id, q.reference, q.insurance_line, q.formula, q.status, q.company_id, q.contact_id, q.created_at,
        case when lower(q.reference) = ${lowerText} then 0
             when lower(q.reference) like ${lowerPrefix} then 1
             else ${recordRank(sql`q.company_id`, sql`q.contact_id`)} end as rank
      from quotes q where q.id in (${quoteIds})
    ),
    contract_hits as materialized (
      select t.id, t.holder_name, t.insurer, t.product, t.policy_number, t.status, t.company_id, t.contact_id,
        t.created_at,
        case when lower(t.policy_number) = ${lowerText} or search_fold(t.holder_name) = ${folded} then 0
             when lower(t.policy_number) like ${lowerPrefix} or search_fold(t.holder_name) like ${prefix} then 1
             else ${recordRank(sql`t.company_id`, sql`t.contact_id`)} end as rank
      from contracts t where t.id in (${contractIds})
    ),
    task_hits as materialized (
      select a.id, a.title, a.status, a.due_at, a.linked_type, a.linked_id,
        case when search_fold(a.title) = ${folded} then 0
             when search_fold(a.title) like ${prefix} then 1
             else least(2,
               (select h.rank from company_hits h where h.id = a.linked_id),
               (select h.rank from contact_hits h where h.id = a.linked_id),
               (select h.rank from quote_hits h where h.id = a.linked_id),
               (select h.rank from contract_hits h where h.id = a.linked_id)) end as rank
      from tasks a where a.id in (${taskIds})
    )
    (select 'company' as kind, id, company_name as label, 'SIREN ' || siren || ' · ' || zip_code || ' ' || town as detail,
       rank, null::uuid as company_id, null::uuid as contact_id, null::timestamptz as at,
       null as status, null as line
     from company_hits order by rank, name_key, id limit ${limit})
    union all
    (select 'contact', id, forename || ' ' || name,
       concat_ws(' · ', email, phone, (select c.company_name from companies c where c.id = company_id)),
       rank, company_id, null, null, null, null
     from contact_hits order by rank, name_key, id limit ${limit})
    union all
    (select 'offer', id, first_name || ' ' || last_name, concat_ws(' · ', email, city, provider || ' ' || plan_name),
       rank, null, null, null, null, null
     from offer_hits order by rank, created_at desc, id limit ${limit})
    union all
    (select 'quote', id, reference,
       coalesce((select c.company_name from companies c where c.id = company_id),
                (select k.forename || ' ' || k.name from contacts k where k.id = contact_id), '') || ' · ' || formula,
       rank, company_id, contact_id, null, status, insurance_line
     from quote_hits order by rank, created_at desc, id limit ${limit})
    union all
    (select 'contract', id, holder_name, concat_ws(' · ', insurer, product, 'n° ' || policy_number),
       rank, company_id, contact_id, null, status, null
     from contract_hits order by rank, created_at desc, id limit ${limit})
    union all
    (select 'task', id, title, '', rank,
       case linked_type when 'company' then linked_id
         when 'quote' then (select q.company_id from quotes q where q.id = linked_id)
         when 'contract' then (select t.company_id from contracts t where t.id = linked_id) end,
       case linked_type when 'contact' then linked_id
         when 'quote' then (select q.contact_id from quotes q where q.id = linked_id)
         when 'contract' then (select t.contact_id from contracts t where t.id = linked_id) end,
       due_at, status, null
     from task_hits order by rank, status <> 'a_faire', due_at, id limit ${limit})`.execute(db);

  return groupHits(rows.map(toHit));
}

function toHit(row: HitRow): GlobalSearchHit {
  let detail = row.detail;
  if (row.kind === 'quote') {
    const status = QUOTE_STATUS_LABELS[row.status as keyof typeof QUOTE_STATUS_LABELS] ?? '';
    detail = [row.line ? insuranceLineLabel(row.line) : '', detail, status].filter(Boolean).join(' · ');
  } else if (row.kind === 'contract') {
    const status = CONTRACT_STATUS_LABELS[row.status as keyof typeof CONTRACT_STATUS_LABELS] ?? '';
    detail = [detail, status].filter(Boolean).join(' · ');
  } else if (row.kind === 'task') {
    detail = TASK_STATUS_LABELS[row.status as keyof typeof TASK_STATUS_LABELS] ?? '';
  }
  return {
    kind: row.kind,
    id: row.id,
    label: row.label,
    detail,
    rank: Number(row.rank),
    companyId: row.company_id,
    contactId: row.contact_id,
    at: row.at ? new Date(row.at).toISOString() : null,
  };
}

/** Kinds with hits, the one with the best-ranked hit first (ties: GLOBAL_SEARCH_KINDS' order). */
export function groupHits(hits: readonly GlobalSearchHit[]): GlobalSearchGroup[] {
  return GLOBAL_SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0)
    .map((group, order) => ({ group, order, best: Math.min(...group.hits.map((hit) => hit.rank)) }))
    .sort((a, b) => a.best - b.best || a.order - b.order)
    .map(({ group }) => group);
}
