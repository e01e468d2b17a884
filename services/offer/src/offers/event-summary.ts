import { COMPARATOR_INSURANCE_LINE, type OfferEventSummary } from '@courtage/contracts/offer/events';
import { offerFormulaName } from '@courtage/contracts/offer/formula-name';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import type { Kysely, Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { optionsOf } from '../repositories/load-catalog.ts';
import { findOfferEventRow } from '../repositories/offers-repository.ts';

export type OfferEventContext = {
  comparisonId: string;
  state: OfferState;
  offer: OfferEventSummary;
  /** The booked call-back, when there is one. */
  booking: { dateSlot: string; timeSlot: string } | null;
};

type Credentials = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postalCode: string;
  city: string;
};

/**
 * What every `offer.offer.*` event says about its offer (crm's read model and contract creation
 * need it and never read offer's database): one query joining the offer, its comparison, its
 * immutable formula, plan version, plan, insurer and its booking. Run in the writer's
 * transaction so the event describes what commits.
 */
export async function loadOfferEventContext(
  db: Transaction<OfferDatabase> | Kysely<OfferDatabase>,
  offerId: string,
): Promise<OfferEventContext | null> {
  const row = await findOfferEventRow(db, offerId);
  if (!row) return null;
  const contact = row.credentials as Credentials;
  const codes = Array.isArray(row.option_codes) ? (row.option_codes as string[]) : [];
  const options = optionsOf(row.options).filter((option) => codes.includes(option.code));
  return {
    comparisonId: row.comparison_id,
    state: row.state as OfferState,
    booking: row.slot_date && row.slot_time ? { dateSlot: row.slot_date, timeSlot: row.slot_time } : null,
    offer: {
      provider: { code: row.insurer_code, name: row.insurer_name },
      plan: { id: row.plan_id, code: row.plan_code, name: row.plan_name },
      formula: {
        id: row.formula_id,
        code: row.formula_code,
        name: offerFormulaName(row.formula_name, options),
      },
      insuranceLine: COMPARATOR_INSURANCE_LINE,
      monthlyPrice: row.monthly_cents / 100,
      yearlyPrice: row.yearly_cents / 100,
      startDate: row.start_date,
      createdAt: row.created_at.toISOString(),
      contact: {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phoneNumber: contact.phoneNumber ?? '',
        postalCode: contact.postalCode ?? '',
        city: contact.city ?? '',
      },
    },
  };
}
