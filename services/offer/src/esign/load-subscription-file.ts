import { identityText } from '@courtage/contracts/broker/broker-identity';
import { AppError } from '@courtage/contracts/errors';
import type { Members } from '@courtage/contracts/offer/comparison-request';
import { debitSchedule } from '@courtage/contracts/offer/debit-schedule';
import { directDebitTermsText, SIGNATURE_MESSAGES } from '@courtage/contracts/offer/signature-messages';
import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import { fieldContext } from '../crypto/field-context.ts';
import type { Consent } from '../database-schema.ts';
import { guaranteeDisplay } from '../offers/guarantee-display.ts';
import { offerForEmail } from '../offers/lock-offer.ts';
import { requireView } from '../offers/offer-summary.ts';
import { COMPARISON_START_DATE } from '../repositories/offer-columns.ts';
import { insuredByName } from '../subscriptions/named-members.ts';
import type { SubscriptionFile } from './subscription-file.ts';
import type { Db, FileDeps } from './subscription-file-store.ts';

/** Everything the file's documents say, read from the offer's subscription (IBAN decrypted). */
export async function loadSubscriptionFile(
  deps: FileDeps,
  db: Db,
  offerId: string,
): Promise<SubscriptionFile> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('offers', 'offers.id', 'subscriptions.offer_id')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .selectAll('subscriptions')
    .select([
      'offers.formula_id',
      'offers.monthly_cents',
      'offers.yearly_cents',
      'offers.meets_all_levels',
      'offers.option_codes',
      'comparisons.credentials',
      'comparisons.members',
      COMPARISON_START_DATE,
    ])
    .where('subscriptions.offer_id', '=', offerId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SIGNATURE_MESSAGES.noFile);
  const [views, identity] = await Promise.all([deps.formulaViews.get([row.formula_id]), deps.identity.get()]);
  const view = requireView(views, { ...row, id: offerId });
  const contact = row.credentials as {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber?: string;
    postalCode?: string;
    city?: string;
  };
  const members = row.members as Members & { birthDate?: string };
  const stored = Array.isArray(row.beneficiaries)
    ? (row.beneficiaries as Array<{ member: string; birthDate?: string }>)
    : [];
  const birthDates = new Map(stored.map((b) => [b.member, b.birthDate]));
  if (members.birthDate) birthDates.set('assure', members.birthDate);
  const offer = offerForEmail({ ...row, id: offerId }, view);
  const iban = deps.cipher.decrypt(row.iban_encrypted, fieldContext('subscriptions', 'iban', offerId));
  return {
    identity,
    subscriptionId: row.id,
    offerId,
    createdAt: row.created_at.toISOString(),
    subscriber: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phoneNumber: contact.phoneNumber ?? '',
      streetAddress: row.street_address,
      postalCode: contact.postalCode ?? '',
      city: contact.city ?? '',
      birthPlace: row.birth_place,
      birthCountry: row.birth_country,
      nationality: row.nationality,
      nirMasked: row.nir_masked,
    },
    insured: insuredByName(contact, row.beneficiaries).map((person) => {
      const birthDate = birthDates.get(person.member);
      return birthDate ? { ...person, birthDate } : person;
    }),
    offer,
    guarantees: view.formula.guarantees.map((g) => ({
      category: g.category,
      label: g.label,
      display: guaranteeDisplay(g),
    })),
    startDate: row.start_date,
    frequency: row.frequency,
    collectionDate: row.collection_date,
    schedule: debitSchedule({
      monthlyPrice: offer.monthlyPrice,
      yearlyPrice: offer.yearlyPrice,
      frequency: row.frequency,
      collectionDate: row.collection_date,
      startDate: row.start_date,
    }),
    mandate: {
      reference: row.mandate_reference,
      creditorName: row.creditor_name ?? identity.legalName,
      creditorIdentifier: row.creditor_identifier ?? identity.creditorIdentifier,
      creditorAddress: row.creditor_address ?? identityText(identity, 'postalAddress'),
      debtorName: row.account_holder || `${contact.firstName} ${contact.lastName}`,
      bankName: row.bank_name,
      iban,
      ibanMasked: row.iban_masked,
      bic: row.bic,
    },
    cancellation: row.has_mutuelle && row.current_mutuelle ? { currentInsurer: row.current_mutuelle } : null,
  };
}

/** The step 01 consents, in the words /subscribe shows, as the evidence file records them. */
export function step01Consents(
  flags: {
    termsAccepted: boolean;
    autoDebitAccepted: boolean;
    communicationAccepted: boolean;
    directDebitTerms: boolean;
  },
  at: string,
  creditor: { name: string; identifier: string },
): Consent[] {
  // The words /subscribe shows (CONSENT_TEXTS, without the required-field star).
  const shown = (text: string) => text.replace(/ \*$/, '');
  return [
    { text: shown(CONSENT_TEXTS['subscription.terms'].text), accepted: flags.termsAccepted, at },
    { text: shown(CONSENT_TEXTS['subscription.sepa'].text), accepted: flags.autoDebitAccepted, at },
    { text: directDebitTermsText(creditor), accepted: flags.directDebitTerms, at },
    { text: shown(CONSENT_TEXTS['subscription.marketing'].text), accepted: flags.communicationAccepted, at },
  ];
}
