import type { Company } from '@courtage/contracts/crm/companies/company';
import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import type { QuoteInput } from '@courtage/contracts/crm/quotes/quote-form';
import type { OfferSummary } from '@courtage/contracts/offer/offer';
import type { Credentials } from '../../states/userData/credentialsState.ts';

/**
 * The back-office's 'Trouver une offre': the comparator opened by a broker for a CRM
 * company (`?devis-entreprise=<id>`) or contact (`?devis-contact=<id>`), with `ligne=<slug>`
 * (the insurance line). The comparator is prefilled with what the CRM knows of the household
 * (the contact's names, e-mail and phone, the company's postal code and town); the offer the
 * broker then picks is attached to the company or contact as a draft quote.
 */
export type BrokerTarget = {
  companyId: string | null;
  contactId: string | null;
  /** Who the quote is for, as shown: the company's name, or the contact's. */
  name: string;
  insuranceLine: string;
};

export const DEFAULT_INSURANCE_LINE = 'mutuelle-sante-tns';
export const BROKER_TARGET_KEY = 'courtage.brokerQuote';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Days a quote made from an offer stays valid. */
export const QUOTE_VALIDITY_DAYS = 30;

/** The company or contact named in the address, or null (also for a malformed id). */
export function brokerParams(
  search: string,
): { companyId: string | null; contactId: string | null; insuranceLine: string } | null {
  const params = new URLSearchParams(search);
  const companyId = params.get('devis-entreprise');
  const contactId = params.get('devis-contact');
  const line = params.get('ligne') ?? DEFAULT_INSURANCE_LINE;
  const insuranceLine = SLUG.test(line) ? line : DEFAULT_INSURANCE_LINE;
  if (companyId && UUID.test(companyId)) return { companyId, contactId: null, insuranceLine };
  if (contactId && UUID.test(contactId)) return { companyId: null, contactId, insuranceLine };
  return null;
}

/** The address of the comparator opened for a company or a contact. */
export function comparatorUrl(
  holder: { companyId: string } | { contactId: string },
  insuranceLine: string,
): string {
  const params = new URLSearchParams(
    'companyId' in holder ? { 'devis-entreprise': holder.companyId } : { 'devis-contact': holder.contactId },
  );
  params.set('ligne', insuranceLine);
  return `/?${params}#comparateur`;
}

/** The comparator's personal details from the CRM's contact and company (blank when unknown). */
export function credentialsFrom(
  contact: Pick<Contact, 'forename' | 'name' | 'email' | 'phone'> | null,
  company: Pick<Company, 'zipCode' | 'town'> | null,
): Partial<Credentials> {
  const credentials: Partial<Credentials> = {};
  if (contact) {
    credentials.firstName = contact.forename;
    credentials.lastName = contact.name;
    if (contact.email) credentials.email = contact.email;
    if (contact.phone) credentials.phoneNumber = contact.phone;
  }
  if (company) {
    credentials.postalCode = company.zipCode;
    credentials.city = company.town;
  }
  return credentials;
}

/** The draft quote made from the offer the broker picked. `today`: `YYYY-MM-DD` (Paris). */
export function quoteFromOffer(target: BrokerTarget, offer: OfferSummary, today: string): QuoteInput {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const validUntil = new Date(Date.UTC(year, month - 1, day + QUOTE_VALIDITY_DAYS))
    .toISOString()
    .slice(0, 10);
  return {
    companyId: target.companyId,
    contactId: target.contactId,
    insuranceLine: target.insuranceLine,
    formula: `${offer.plan.name} — ${offer.formula.name} (comparateur, effet au ${offer.startDate.split('-').reverse().join('/')})`,
    insurer: offer.provider.name,
    monthlyPremium: Math.round(offer.monthlyPrice * 100) / 100,
    validUntil,
    notes: `Offre du comparateur n° ${offer.id}.`,
  };
}

export function readBrokerTarget(): BrokerTarget | null {
  try {
    const raw = window.sessionStorage.getItem(BROKER_TARGET_KEY);
    return raw ? (JSON.parse(raw) as BrokerTarget) : null;
  } catch {
    return null;
  }
}

export function clearBrokerTarget(): void {
  try {
    window.sessionStorage.removeItem(BROKER_TARGET_KEY);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}
