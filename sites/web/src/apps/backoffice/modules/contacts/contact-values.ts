import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import type { ContactInput } from '@courtage/contracts/crm/contacts/contact-form';

export type ContactValues = {
  civility: '' | 'M.' | 'Mme';
  name: string;
  forename: string;
  function: string;
  email: string;
  phone: string;
};

export const EMPTY_CONTACT: ContactValues = {
  civility: '',
  name: '',
  forename: '',
  function: '',
  email: '',
  phone: '',
};

/** The request: texts trimmed, empty optional ones left out, the company or null (standalone). */
export function toContactInput(values: ContactValues, companyId: string | null): ContactInput {
  const input: Record<string, unknown> = {
    civility: values.civility || undefined,
    name: values.name.trim(),
    forename: values.forename.trim(),
    companyId,
  };
  for (const field of ['function', 'email', 'phone'] as const) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  if (input.civility === undefined) delete input.civility;
  return input as ContactInput;
}

export function contactValuesOf(contact: Contact): ContactValues {
  return {
    civility: contact.civility,
    name: contact.name,
    forename: contact.forename,
    function: contact.function ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
  };
}
