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
import { type Kysely, sql } from 'kysely';
import { searchText } from '../companies/search-text.ts';
import type { CrmDatabase } from '../database-schema.ts';
import { contactSearchTerm } from '../repositories/contact-list-repository.ts';
import { containsPattern } from '../repositories/keyset-page.ts';

/** Rows read per prefix source (a kind has up to four), and per kind from its word or trigram index. */
const PREFIX_CANDIDATES = 10;
const WORD_CANDIDATES = 50;

/** What the typed text is searched as. Folding (accents, case) is PostgreSQL's: `search_fold`. */
export type GlobalSearchTerms = {
  /** The text, trimmed. */
  text: string;
  /** Words for `search_prefix_query` (companies), null when no letter nor digit. */
  words: string | null;
  /** The same for contacts, a phone typed `+33 6 12…` or `06 12…` as stored (`0612…`). */
  contactWords: string | null;
  /** Digits of a phone or SIREN typed with spaces or dots, else null. */
  digits: string | null;
  /**
   * `like` pattern for the trigram kinds (offers, contracts, tasks' titles), null below 3
   * characters (no trigram to use) and for an e-mail address, found from its start (as contacts'
   * are): the trigrams of `@example.fr` are in every row.
   */
  contains: string | null;
};

export function globalSearchTerms(typed: string): GlobalSearchTerms {
  const text = typed.trim().replace(/\s+/g, ' ');
  const compact = contactSearchTerm(text);
  const digits = /^\d{3,}$/.test(compact) ? compact : null;
  const inner = digits ?? text;
  return {
    text,
    words: searchText(text),
    contactWords: searchText(compact),
    digits,
    contains: [...inner].length >= 3 && !inner.includes('@') ? containsPattern(inner) : null,
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

/**
 * Every kind at once through `crm_global_search` (migration 0230): each kind's candidates from the
 * whole text at the start of a name, e-mail, phone, SIREN or reference first (btree, a few rows),
 * its word or trigram indexes only when these give fewer than GLOBAL_SEARCH_PER_KIND; ranked (0: a
 * field equals the text; 1: a field starts with it; 2: its words start with the words, or the
 * rank of the company or contact a quote, contract or task belongs to), the best of each kind
 * kept. A function so that its one statement is planned once per connection: planning it took as
 * long as running it.
 */
export async function globalSearchGroups(
  db: Kysely<CrmDatabase>,
  typed: string,
): Promise<GlobalSearchGroup[]> {
  const terms = globalSearchTerms(typed);
  if (terms.words === null) return [];
  const { rows } = await sql<HitRow>`
    select * from crm_global_search(${terms.text}, ${terms.digits}, ${terms.words}, ${terms.contactWords},
      ${terms.contains}, ${GLOBAL_SEARCH_PER_KIND}, ${PREFIX_CANDIDATES}, ${WORD_CANDIDATES})`.execute(db);
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
