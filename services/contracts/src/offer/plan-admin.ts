import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { type WarrantyCategorySchema, WarrantyLevelSchema } from './comparison-request.ts';
import { EligibilitySchema } from './eligibility.ts';
import { literalUnion } from './literal-union.ts';
import {
  CoverSchema,
  GuaranteeSchema,
  OfferStateSchema,
  PriceLineSchema,
  WaitingPeriodsSchema,
} from './offer.ts';
import { SOCIAL_REGIMES } from './vocabulary.ts';

// Bounded here; their positive sign is a rule of the plan form (plan-content-form.ts).
const Factor = Type.Number({ maximum: 1000, description: 'Coefficient multiplicateur, positif.' });

/** A formula's tariff, as the administrator enters it (see the offer README, « Pricing »). */
export const TariffSchema = Type.Object(
  {
    basePrice: Type.Number({
      maximum: 100_000,
      description: 'EUR par mois, adulte de 40 ans, régime général, zone par défaut.',
    }),
    ageBands: Type.Array(
      Type.Object(
        { minAge: Type.Integer({ minimum: 0 }), maxAge: Type.Integer({ minimum: 0 }), factor: Factor },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 30 },
    ),
    zoneFactors: Type.Record(Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$' }), Factor),
    departementZones: Type.Record(Type.String({ pattern: '^(\\d{2,3}|2A|2B)$' }), Type.String()),
    defaultZone: Type.String({ minLength: 1, maxLength: 20 }),
    regimeFactors: Type.Object(
      Object.fromEntries(SOCIAL_REGIMES.map((r) => [r, Factor])) as Record<
        (typeof SOCIAL_REGIMES)[number],
        typeof Factor
      >,
      { additionalProperties: false },
    ),
    partnerFactor: Factor,
    childFactor: Factor,
    childRule: literalUnion(['all-pay', 'third-free', 'first-two-pay'] as const),
  },
  { additionalProperties: false },
);
export type TariffInput = Static<typeof TariffSchema>;

export const GuaranteeLineSchema = Type.Omit(GuaranteeSchema, ['display']);

export const FormulaInputSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    tariff: TariffSchema,
    guarantees: Type.Array(GuaranteeLineSchema, { minItems: 1, maxItems: 60 }),
    waitingPeriods: WaitingPeriodsSchema,
    contratResponsable: Type.Boolean(),
    hundredPercentSante: Type.Boolean(),
    ipid: Type.Object({ title: Type.String({ minLength: 1 }), url: Type.String({ minLength: 1 }) }),
  },
  { additionalProperties: false },
);
export type FormulaInput = Static<typeof FormulaInputSchema>;

/** A plan's content: saving it writes a new immutable version. */
export const PlanContentSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80, pattern: '\\S[\\s\\S]*\\S' }),
    yearlyDiscountPercent: Type.Number({ minimum: 0, maximum: 100 }),
    /** Whom the plan is for; absent: open to every household (OPEN_ELIGIBILITY). */
    eligibility: Type.Optional(EligibilitySchema),
    formulas: Type.Array(FormulaInputSchema, { minItems: 1, maxItems: 6 }),
  },
  { additionalProperties: false },
);
export type PlanContent = Static<typeof PlanContentSchema>;

export const PlanViewSchema = Type.Object(
  {
    id: Uuid,
    code: Type.String(),
    insurer: Type.Object({ code: Type.String(), name: Type.String() }),
    status: literalUnion(['active', 'retired'] as const),
    version: Type.Integer({ minimum: 1 }),
    versionCreatedAt: IsoDateTime,
    name: Type.String(),
    yearlyDiscountPercent: Type.Number(),
    eligibility: EligibilitySchema,
    formulas: Type.Array(FormulaInputSchema),
  },
  { additionalProperties: false },
);
export type PlanView = Static<typeof PlanViewSchema>;

/** The sample household of the price preview. */
export const PreviewHouseholdSchema = Type.Object(
  {
    socialRegime: literalUnion(SOCIAL_REGIMES),
    adultAges: Type.Array(Type.Integer({ minimum: 18, maximum: 110 }), { minItems: 1, maxItems: 2 }),
    childAges: Type.Array(Type.Integer({ minimum: 0, maximum: 25 }), { maxItems: 8 }),
    departement: Type.String({ pattern: '^(\\d{2,3}|2A|2B)$' }),
    wanted: Type.Object(
      Object.fromEntries(
        ['medicalCare', 'dental', 'visual', 'hearing', 'hospitalization'].map((c) => [
          c,
          WarrantyLevelSchema,
        ]),
      ) as Record<Static<typeof WarrantyCategorySchema>, typeof WarrantyLevelSchema>,
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export type PreviewHousehold = Static<typeof PreviewHouseholdSchema>;

export const PreviewResultSchema = Type.Object(
  {
    formulas: Type.Array(
      Type.Object({
        code: Type.String(),
        name: Type.String(),
        monthlyPrice: Type.Number(),
        yearlyPrice: Type.Number(),
        meetsAllLevels: Type.Boolean(),
        cover: Type.Array(CoverSchema),
        priceLines: Type.Array(PriceLineSchema),
      }),
    ),
    /** The formula the comparator would offer for this household. */
    chosenFormulaCode: Type.String(),
  },
  { additionalProperties: false },
);

export type PreviewResult = Static<typeof PreviewResultSchema>;

export const PlanListResponse = Type.Object(
  {
    insurers: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
    plans: Type.Array(PlanViewSchema),
  },
  { additionalProperties: false },
);

export type PlanList = Static<typeof PlanListResponse>;

/** Every plan (active and retired) at its current version, and the insurers. Staff only. */
export const adminListPlans = defineRpc({
  service: 'offer',
  type: 'offer.admin-list-plans',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: PlanListResponse,
});

/** A new plan, version 1. Staff only. */
export const adminCreatePlan = defineRpc({
  service: 'offer',
  type: 'offer.admin-create-plan',
  version: 1,
  request: Type.Object(
    {
      insurerCode: Type.String({ minLength: 1 }),
      code: Type.String({ pattern: '^[a-z0-9-]{2,40}$' }),
      content: PlanContentSchema,
    },
    { additionalProperties: false },
  ),
  response: PlanViewSchema,
});

/** A new version of a plan; offers already made keep theirs. Staff only. */
export const adminUpdatePlan = defineRpc({
  service: 'offer',
  type: 'offer.admin-update-plan',
  version: 1,
  request: Type.Object({ planId: Uuid, content: PlanContentSchema }, { additionalProperties: false }),
  response: PlanViewSchema,
});

/** Retire a plan (no longer offered) or put it back. Staff only. */
export const adminSetPlanStatus = defineRpc({
  service: 'offer',
  type: 'offer.admin-set-plan-status',
  version: 1,
  request: Type.Object(
    { planId: Uuid, status: literalUnion(['active', 'retired'] as const) },
    { additionalProperties: false },
  ),
  response: PlanViewSchema,
});

/** Prices (unsaved) plan content for a sample household. Staff only. */
export const adminPreviewPrice = defineRpc({
  service: 'offer',
  type: 'offer.admin-preview-price',
  version: 1,
  request: Type.Object(
    { content: PlanContentSchema, household: PreviewHouseholdSchema },
    { additionalProperties: false },
  ),
  response: PreviewResultSchema,
});

/** Back-office states of an offer: in review, signed, cancelled. Staff only. */
export const adminChangeOfferState = defineRpc({
  service: 'offer',
  type: 'offer.admin-change-offer-state',
  version: 1,
  request: Type.Object(
    { offerId: Uuid, state: literalUnion(['in_review', 'signed', 'cancelled'] as const) },
    { additionalProperties: false },
  ),
  response: Type.Object({ offerId: Uuid, state: OfferStateSchema }, { additionalProperties: false }),
});
