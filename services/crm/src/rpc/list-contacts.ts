import { listContacts } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { searchText } from '../companies/search-text.ts';
import type { RecordsContext } from '../records-context.ts';
import {
  contactListPage,
  contactSearchTerm,
  searchContactList,
} from '../repositories/contact-list-repository.ts';
import { toContact } from '../repositories/contacts-repository.ts';

/** `crm.list-contacts` (`/api/v1/contact/byAttributes`): by company, standalone, or search. */
export function listContactsHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(listContacts, async ({ filter, sort, cursor, limit }, meta) => {
    requireStaffActor(meta);
    const words = filter.q ? searchText(contactSearchTerm(filter.q)) : null;
    const page = words
      ? await searchContactList(ctx.db, words, filter, sort, cursor, limit)
      : await contactListPage(ctx.db, filter, sort, cursor, limit);
    return { ...page, rows: page.rows.map(toContact) };
  });
}
