import { CONTACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contacts/contact-form';
import { getContact } from '@courtage/contracts/crm/contacts/get-contact.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findContact, toContact } from '../repositories/contacts-repository.ts';

/** `crm.get-contact` (`/api/v1/contact/byId/:contactId`). */
export function getContactHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getContact, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findContact(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', CONTACT_MESSAGES_EXTRA.notFound);
    return toContact(row);
  });
}
