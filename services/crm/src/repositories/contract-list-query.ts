import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { containsPattern } from '../shared-lists/keyset-page.ts';

type Filter = {
  status?: 'en_attente' | 'actif' | 'suspendu' | 'resilie';
  companyId?: string;
  contactId?: string;
  renewalWithinDays?: number;
  search?: string;
};

export function filtered(ctx: RecordsContext, filter: Filter) {
  let query = ctx.db.selectFrom('contracts');
  if (filter.status) query = query.where('contracts.status', '=', filter.status);
  if (filter.companyId) query = query.where('contracts.company_id', '=', filter.companyId);
  if (filter.contactId) query = query.where('contracts.contact_id', '=', filter.contactId);
  if (filter.renewalWithinDays)
    query = query.where(
      sql<boolean>`contracts.renewal_date between current_date and current_date + ${filter.renewalWithinDays}::int`,
    );
  if (filter.search?.trim())
    query = query.where('contracts.search_text', 'like', containsPattern(filter.search.toLowerCase()));
  return query;
}
