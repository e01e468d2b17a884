import { COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { revealCompanyIban } from '@courtage/contracts/crm/companies/reveal-company-iban.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { ibanContext } from '../companies/iban.ts';
import type { RecordsContext } from '../records-context.ts';
import { findCompany } from '../repositories/companies-repository.ts';

/** `crm.reveal-company-iban`: Admin only; the reveal itself is written to the audit log. */
export function revealCompanyIbanHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(revealCompanyIban, async ({ id }, meta) => {
    requireAdminActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      const row = await findCompany(trx, id);
      if (!row) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.notFound);
      if (!row.iban_encrypted) throw new AppError('NOT_FOUND', 'Cette entreprise n’a pas d’IBAN.');
      const iban = ctx.cipher.decrypt(row.iban_encrypted, ibanContext(id));
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'reveal-iban',
        entity: 'company',
        entityId: id,
        after: { ibanMasked: row.iban_masked },
      });
      return { iban };
    });
  });
}
