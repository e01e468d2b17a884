import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { WarrantyCategorySchema, WarrantyLevelSchema } from './comparison-request.ts';
import { EligibilitySchema } from './eligibility.ts';
import { literalUnion } from './literal-union.ts';
import { CoverSchema, GuaranteeSchema, PriceLineSchema, WaitingPeriodsSchema } from './offer.ts';
import { SOCIAL_REGIMES } from './vocabulary.ts';

// The plan editor's schemas, shared by the admin RPCs (each in its own `<action>.rpc.ts`:
// admin-list-plans, admin-create-plan, admin-update-plan, admin-set-plan-status,
// admin-preview-price, admin-change-offer-state).

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

/**
 * An option on one post (a modular plan): added to any formula of the plan, its lines replace the
 * formula's lines of the same code (or are added), and its base price is added to the formula's
 * before the age, zone and regime factors. The engine adds one only where the formula falls short
 * of what the visitor asked for that post.
 */
export const PostOptionSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    category: WarrantyCategorySchema,
    basePrice: Type.Number({ minimum: 0 }),
    guarantees: Type.Array(GuaranteeLineSchema, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type PostOption = Static<typeof PostOptionSchema>;

/** A plan's content: saving it writes a new immutable version. */
export const PlanContentSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80, pattern: '\\S[\\s\\S]*\\S' }),
    yearlyDiscountPercent: Type.Number({ minimum: 0, maximum: 100 }),
    /** Whom the plan is for; absent: open to every household (OPEN_ELIGIBILITY). */
    eligibility: Type.Optional(EligibilitySchema),
    formulas: Type.Array(FormulaInputSchema, { minItems: 1, maxItems: 6 }),
    /** Options per post (modular plan); absent or empty: whole formulas only. */
    options: Type.Optional(Type.Array(PostOptionSchema, { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type PlanContent = Static<typeof PlanContentSchema>;

/** A plan's status: retired plans are no longer offered. */
export const PlanStatusSchema = literalUnion(['active', 'retired'] as const);

export const PlanViewSchema = Type.Object(
  {
    id: Uuid,
    code: Type.String(),
    insurer: Type.Object({ code: Type.String(), name: Type.String() }),
    status: PlanStatusSchema,
    version: Type.Integer({ minimum: 1 }),
    versionCreatedAt: IsoDateTime,
    name: Type.String(),
    yearlyDiscountPercent: Type.Number(),
    eligibility: EligibilitySchema,
    formulas: Type.Array(FormulaInputSchema),
    options: Type.Array(PostOptionSchema),
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
