import { contactForm } from '@courtage/contracts/crm/contacts/contact-form';
import { createContact } from '@courtage/contracts/crm/contacts/create-contact.rpc';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { requireCompanyOf } from '../contacts/require-company-of.ts';
import type { RecordsContext } from '../records-context.ts';
import { invalid } from '../records-errors.ts';
import {
  contactColumns,
  findContact,
  insertContact,
  toContact,
} from '../repositories/contacts-repository.ts';

/** `crm.create-contact`: a company's contact, or a standalone person (companyId null). */
export function createContactHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(createContact, async (input, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(contactForm, input);
    if (errors.length > 0) throw invalid(errors);
    return ctx.db.transaction().execute(async (trx) => {
      const companyId = await requireCompanyOf(trx, input.companyId);
      const id = await insertContact(trx, { ...contactColumns(input), company_id: companyId });
      const row = await findContact(trx, id);
      const contact = toContact(row as NonNullable<typeof row>);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'create',
        entity: 'contact',
        entityId: id,
        after: contact,
      });
      return contact;
    });
  });
}
