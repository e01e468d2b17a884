import { listContactMessages } from '@courtage/contracts/crm/contact-messages/list-contact-messages.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { listContactMessagePage } from '../repositories/contact-messages-repository.ts';

/** `crm.list-contact-messages`: staff only; `assignee: 'me'` means the caller. */
export function listContactMessagesHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(listContactMessages, async (request, meta) => {
    const staff = requireStaffActor(meta);
    return listContactMessagePage(db, request, staff.id);
  });
}
