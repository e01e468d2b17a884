import {
  COMPANY_MESSAGES,
  type CompanyInput,
  companyForm,
} from '@courtage/contracts/crm/companies/company-form';
import { AppError, type FieldError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { compactIban } from '@courtage/contracts/validators/iban';
import { findCommunesByPostalCode } from '@courtage/runtime/postal-codes/find-communes-by-postal-code';
import type { RecordsContext } from '../records-context.ts';
import { ibanContext, maskIban } from './iban.ts';
import { nafLabel } from './naf-label.ts';

const empty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : value.trim();

/**
 * The company's columns from a form, checked again here (a service never trusts its caller),
 * with what crm derives: the town from the postal code, the NAF label from the official list,
 * the IBAN encrypted (bound to the company id) and masked. Every problem at once, in French.
 */
export function resolveCompanyInput(ctx: RecordsContext, companyId: string, input: CompanyInput) {
  const errors: FieldError[] = checkForm(companyForm, input);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);

  const entry = findCommunesByPostalCode(ctx.postalCodes, input.zipCode);
  let town: string | null = null;
  if (!entry) {
    errors.push({ field: 'zipCode', message: COMPANY_MESSAGES.unknownZipCode });
  } else {
    const given = empty(input.town);
    const match = given
      ? entry.communes.find(
          (commune) => commune.nom.localeCompare(given, 'fr', { sensitivity: 'base' }) === 0,
        )
      : entry.communes.length === 1
        ? entry.communes[0]
        : undefined;
    if (match) town = match.nom;
    else
      errors.push({
        field: 'town',
        message: given ? (companyForm.messages.town as string) : COMPANY_MESSAGES.townAmbiguous,
      });
  }
  const codeNaf = empty(input.codeNaf);
  const nafActivity = codeNaf ? nafLabel(codeNaf) : null;
  if (codeNaf && !nafActivity)
    errors.push({ field: 'codeNaf', message: companyForm.messages.codeNaf as string });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);

  const iban = input.iban === undefined ? undefined : compactIban(input.iban);
  return {
    kind: input.kind,
    company_name: input.companyName.trim(),
    siren: input.siren.replace(/\s/g, ''),
    legal_form: empty(input.legalForm),
    creation_date: input.creationDate ?? null,
    address: empty(input.address),
    zip_code: input.zipCode,
    town: town as string,
    code_naf: codeNaf,
    naf_activity: nafActivity,
    sector: empty(input.sector),
    turnover: input.turnover ?? null,
    rcs_city: empty(input.rcsCity),
    registered_office_address: empty(input.registeredOfficeAddress),
    company_representative: empty(input.companyRepresentative),
    // Omitted on update: the stored IBAN stays.
    ...(iban === undefined
      ? {}
      : { iban_encrypted: ctx.cipher.encrypt(iban, ibanContext(companyId)), iban_masked: maskIban(iban) }),
  };
}
