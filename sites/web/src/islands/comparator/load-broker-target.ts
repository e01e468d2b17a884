import type { Company } from '@courtage/contracts/crm/companies/company';
import { getCompanyEndpoint } from '@courtage/contracts/crm/companies/get-company.rpc';
import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { getContactEndpoint } from '@courtage/contracts/crm/contacts/get-contact.rpc';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { readSession } from '../../lib/auth/session-data.ts';
import { call, listPage } from '../../lib/gateway/endpoint-client.ts';
import type { Credentials } from '../../states/userData/credentialsState.ts';
import { BROKER_TARGET_KEY, type BrokerTarget, brokerParams, credentialsFrom } from './broker-quote.ts';

// Loaded only when the address names a CRM record (out of the home page's first load).

/**
 * When a staff member opened the comparator from the CRM: reads the company or contact, keeps
 * the target in this tab (sessionStorage) and answers the details to prefill. Null otherwise
 * (a visitor's address with these parameters is ignored: the CRM answers staff only).
 */
export async function loadBrokerTarget(
  search: string,
): Promise<{ target: BrokerTarget; credentials: Partial<Credentials> } | null> {
  const params = brokerParams(search);
  if (!params || readSession()?.kind !== 'staff') return null;
  let company: Company | null = null;
  let contact: Contact | null = null;
  if (params.companyId) {
    company = await call(getCompanyEndpoint, { id: params.companyId });
    const contacts = await listPage(
      listContactsEndpoint,
      new URLSearchParams({ companyId: params.companyId, limit: '10', sort: 'createdAt', direction: 'asc' }),
    );
    contact = contacts.rows.find((row) => row.email) ?? contacts.rows[0] ?? null;
  } else if (params.contactId) {
    contact = await call(getContactEndpoint, { id: params.contactId });
    if (contact.companyId) company = await call(getCompanyEndpoint, { id: contact.companyId });
  }
  const target: BrokerTarget = {
    companyId: company?.id ?? null,
    contactId: contact?.id ?? null,
    name: params.companyId
      ? (company?.companyName ?? '')
      : `${contact?.forename ?? ''} ${contact?.name ?? ''}`.trim(),
    insuranceLine: params.insuranceLine,
  };
  try {
    window.sessionStorage.setItem(BROKER_TARGET_KEY, JSON.stringify(target));
  } catch {
    // Storage refused: the quote button still works until a reload.
  }
  return { target, credentials: credentialsFrom(contact, company) };
}
