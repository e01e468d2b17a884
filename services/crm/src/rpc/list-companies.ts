import { listCompanies } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import {
  type CompanyListRow,
  companyListPage,
  companySearch,
  searchCompanyList,
} from '../repositories/company-list-repository.ts';

/** `crm.list-companies`: tabs Tous / Clients / Prospects, search by name or SIREN, keyset pages. */
export function listCompaniesHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listCompanies, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const search = companySearch(filter.q);
    const page = search
      ? await searchCompanyList(ctx.db, search, filter, sort, cursor, limit)
      : await companyListPage(ctx.db, filter, sort, cursor, limit);
    return { ...page, rows: page.rows.map(toListRow) };
  });
}

function toListRow(row: CompanyListRow) {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    companyName: row.company_name,
    siren: row.siren,
    zipCode: row.zip_code,
    town: row.town,
    contactName: row.contact_name ?? null,
    quoteCount: row.quote_count ?? 0,
    contractCount: row.contract_count ?? 0,
    openQuoteRequests: row.open_requests ?? 0,
    kind: row.kind,
  };
}
