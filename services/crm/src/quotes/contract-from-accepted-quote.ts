import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import type { RpcMeta } from '@courtage/runtime/bus';
import type { Transaction } from 'kysely';
import type { RecordsDatabase } from '../records-schema.ts';
import { promoteProspectToClient } from '../repositories/companies-repository.ts';
import { insertContractIfNew } from '../repositories/contracts-repository.ts';

const addYear = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * An accepted quote: its prospect company becomes a client (reason: the quote), and a pending
 * contract (`en_attente`, policy number = the quote's reference until the insurer's arrives,
 * renewal a year after today) enters the portfolio.
 */
export async function contractFromAcceptedQuote(
  trx: Transaction<RecordsDatabase>,
  meta: RpcMeta,
  quote: Quote,
): Promise<void> {
  if (quote.companyId) {
    const promoted = await promoteProspectToClient(trx, quote.companyId, `Devis ${quote.reference} accepté`);
    if (promoted)
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'become-client',
        entity: 'company',
        entityId: quote.companyId,
        before: { kind: 'prospect' },
        after: { kind: 'client', reason: `Devis ${quote.reference} accepté` },
      });
  }
  const holderName = quote.companyName ?? quote.contactName;
  if (!holderName) return;
  const today = new Date().toISOString().slice(0, 10);
  const contractId = await insertContractIfNew(trx, {
    holder_kind: quote.companyId ? 'company' : 'person',
    company_id: quote.companyId,
    contact_id: quote.companyId ? null : quote.contactId,
    holder_name: holderName,
    insurer: quote.insurer ?? 'À préciser',
    product: quote.formula,
    policy_number: quote.reference,
    start_date: today,
    renewal_date: addYear(today),
    monthly_premium: quote.monthlyPremium,
    commission_rate: 0,
    status: 'en_attente',
    source: 'staff',
    offer_id: null,
  });
  if (contractId)
    await recordAudit(trx, {
      actor: meta.actor,
      action: 'create',
      entity: 'contract',
      entityId: contractId,
      after: { fromQuote: quote.reference, holderName, monthlyPremium: quote.monthlyPremium },
    });
}
