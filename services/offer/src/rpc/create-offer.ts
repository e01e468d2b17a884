import { randomUUID } from 'node:crypto';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { COMPARISON_MESSAGES } from '@courtage/contracts/offer/comparison-form-parts';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { comparisonCreated } from '@courtage/contracts/offer/events';
import { WARRANTY_CATEGORIES } from '@courtage/contracts/offer/vocabulary';
import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import { findCommune } from '@courtage/contracts/validators/find-commune';
import { normalizeFrenchPhone } from '@courtage/contracts/validators/normalize-french-phone';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { comparePlans, type WantedLevels } from '../domain/compare-plans.ts';
import { applicantOf, eligiblePlans } from '../domain/eligibility.ts';
import { householdOf } from '../domain/household.ts';
import { toOfferSummary, viewOf } from '../offers/offer-summary.ts';
import { insertComparison, type NewOffer } from '../repositories/insert-comparison.ts';

export const INVALID_FIELDS = INVALID_FIELDS_MESSAGE;

/**
 * `offer.create-offer`: checks the postal code and city against the official data, prices every active plan, stores the comparison, its ranked
 * offers and `offer.comparison.created` in one transaction.
 */
export function createOfferHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(createOffer, async (input, meta) => {
    // The bus server checked the request with its form (comparisonRequestForm); what needs the
    // communes data is left: the postal code exists and the city is one of its communes.
    const postalCode = input.credentials.postalCode.trim();
    const place = deps.postalCodes.get(postalCode);
    if (!place) {
      throw new AppError('VALIDATION_FAILED', INVALID_FIELDS, [
        { field: 'credentials.postalCode', message: COMPARISON_MESSAGES.postalCodeUnknown },
      ]);
    }
    if (!findCommune(place.communes, input.credentials.city)) {
      throw new AppError('VALIDATION_FAILED', INVALID_FIELDS, [
        { field: 'credentials.city', message: COMPARISON_MESSAGES.city },
      ]);
    }

    const departement = place.departement.code;
    const city = findCommune(place.communes, input.credentials.city)?.nom ?? '';
    const credentials = {
      firstName: input.credentials.firstName.trim(),
      lastName: input.credentials.lastName.trim(),
      email: input.credentials.email.trim(),
      phoneNumber:
        normalizeFrenchPhone(input.credentials.phoneNumber.trim()) ?? input.credentials.phoneNumber.trim(),
      postalCode,
      city,
      insureDate: input.credentials.insureDate,
    };
    const wanted = Object.fromEntries(
      WARRANTY_CATEGORIES.map((c) => [c, input.warranties[c].level]),
    ) as WantedLevels;
    const plans = eligiblePlans(await deps.catalog.plans(), applicantOf(input));
    const ranked = comparePlans(plans, householdOf(input), wanted, departement);
    const startDate = credentials.insureDate;

    const comparisonId = randomUUID();
    const now = new Date();
    const createdAt = now.toISOString();
    const rows: NewOffer[] = ranked.map((offer, i) => ({
      id: randomUUID(),
      comparison_id: comparisonId,
      rank: i + 1,
      state: 'proposed',
      formula_id: offer.formula.id,
      monthly_cents: offer.monthlyCents,
      yearly_cents: offer.yearlyCents,
      meets_all_levels: offer.meetsAllLevels,
      cover: offer.cover,
      price_lines: offer.lines,
      option_codes: offer.options.map((option) => option.code),
      created_at: now,
      updated_at: now,
    }));
    const offers = rows.map((row, i) =>
      toOfferSummary(
        {
          ...row,
          start_date: startDate,
          social_regime: input.members.socialRegime,
          activity: input.members.activity,
        },
        viewOf(ranked[i]!),
      ),
    );
    await insertComparison(
      deps.db,
      {
        id: comparisonId,
        members: JSON.stringify(input.members),
        warranties: JSON.stringify(input.warranties),
        credentials: JSON.stringify(credentials),
        email: credentials.email.toLowerCase(),
        consent: input.consent,
        consent_text_version: input.consent ? CONSENT_TEXTS['comparator.contact-recall'].version : null,
        departement,
        start_date: startDate,
        created_at: now,
      },
      rows,
      {
        def: comparisonCreated,
        correlationId: meta.correlationId,
        data: {
          comparisonId,
          createdAt,
          startDate,
          consent: input.consent,
          contact: {
            firstName: credentials.firstName,
            lastName: credentials.lastName,
            email: credentials.email,
          },
          offerCount: offers.length,
          topOffers: offers.slice(0, 5).map((o) => ({
            offerId: o.id,
            providerName: o.provider.name,
            planName: o.plan.name,
            formulaName: o.formula.name,
            monthlyPrice: o.monthlyPrice,
            yearlyPrice: o.yearlyPrice,
            meetsAllLevels: o.meetsAllLevels,
          })),
          offersUrl: `${deps.siteUrl}/?offres=${offers
            .slice(0, 5)
            .map((o) => o.id)
            .join(',')}`,
        },
      },
    );
    return {
      comparisonId,
      createdAt,
      startDate,
      departement: place.departement,
      offers,
      summaryEmailQueued: input.consent,
    };
  });
}
