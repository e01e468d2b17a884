import { type ContractInput, contractForm } from '@courtage/contracts/crm/contracts/contract-form';
import { checkForm } from '@courtage/contracts/form/define-form';
import { invalid } from '../records-errors.ts';
import type { RecordsDb } from '../records-schema.ts';
import { findCompanyName } from '../repositories/companies-repository.ts';
import { findContactName } from '../repositories/contacts-repository.ts';

/** The contract's columns from a checked form, with the holder's name read from its record. */
export async function resolveContractInput(db: RecordsDb, input: ContractInput) {
  const errors = checkForm(contractForm, input);
  if (errors.length > 0) throw invalid(errors);
  let holderName: string | undefined;
  if (input.holderKind === 'company') {
    const companyName = await findCompanyName(db, input.companyId as string);
    if (companyName === null)
      throw invalid([{ field: 'companyId', message: contractForm.messages.companyId as string }]);
    holderName = companyName;
  } else {
    const contact = await findContactName(db, input.contactId as string);
    if (!contact) throw invalid([{ field: 'contactId', message: contractForm.messages.contactId as string }]);
    holderName = `${contact.forename} ${contact.name}`;
  }
  return {
    holder_kind: input.holderKind,
    company_id: input.holderKind === 'company' ? (input.companyId as string) : null,
    contact_id: input.holderKind === 'person' ? (input.contactId as string) : null,
    holder_name: holderName,
    insurer: input.insurer.trim(),
    product: input.product.trim(),
    policy_number: input.policyNumber.trim(),
    start_date: input.startDate,
    renewal_date: input.renewalDate,
    monthly_premium: input.monthlyPremium,
    commission_rate: input.commissionRate,
    status: input.status,
  };
}
