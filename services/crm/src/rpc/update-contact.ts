import { CONTACT_MESSAGES_EXTRA, contactForm } from '@courtage/contracts/crm/contacts/contact-form';
import { updateContact } from '@courtage/contracts/crm/contacts/update-contact.rpc';
import { AppError } from '@courtage/contracts/errors';
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
  lockContact,
  toContact,
  updateContactRow,
} from '../repositories/contacts-repository.ts';

/** `crm.update-contact`: every field, the company included (null detaches it). */
export function updateContactHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(updateContact, async ({ id, contact }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(contactForm, contact);
    if (errors.length > 0) throw invalid(errors);
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await lockContact(trx, id))) throw new AppError('NOT_FOUND', CONTACT_MESSAGES_EXTRA.notFound);
      const before = toContact(
        (await findContact(trx, id)) as NonNullable<Awaited<ReturnType<typeof findContact>>>,
      );
      const companyId = await requireCompanyOf(trx, contact.companyId);
      await updateContactRow(trx, id, { ...contactColumns(contact), company_id: companyId });
      const after = toContact(
        (await findContact(trx, id)) as NonNullable<Awaited<ReturnType<typeof findContact>>>,
      );
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'update',
        entity: 'contact',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  });
}
