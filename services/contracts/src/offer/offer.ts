import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { WarrantyCategorySchema, WarrantyLevelSchema } from './comparison-request.ts';
import { ISO_DATE_PATTERN } from './dates.ts';
import { literalUnion } from './literal-union.ts';
import { OFFER_STATES } from './vocabulary.ts';

const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });
export const OfferStateSchema = literalUnion(OFFER_STATES);
const Money = Type.Number({ minimum: 0, description: 'Euros TTC, 2 décimales.' });

/** One category of an offer: the level it covers against the level asked for. */
export const CoverSchema = Type.Object(
  {
    category: WarrantyCategorySchema,
    wanted: WarrantyLevelSchema,
    covered: WarrantyLevelSchema,
    meets: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Cover = Static<typeof CoverSchema>;

/** Waiting period in months per category (0: covered from the start date). */
export const WaitingPeriodsSchema = Type.Object(
  {
    medicalCare: Type.Integer({ minimum: 0 }),
    dental: Type.Integer({ minimum: 0 }),
    visual: Type.Integer({ minimum: 0 }),
    hearing: Type.Integer({ minimum: 0 }),
    hospitalization: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

/** A reimbursement example in euros (contracts `offer/reimbursement.ts` computes it). */
export const ReimbursementExampleSchema = Type.Object(
  {
    code: Type.String(),
    category: WarrantyCategorySchema,
    label: Type.String(),
    price: Money,
    secu: Money,
    plan: Money,
    left: Money,
  },
  { additionalProperties: false },
);

/** An offer as listed in the results and on 'Mon offre'. */
export const OfferSummarySchema = Type.Object(
  {
    id: Uuid,
    comparisonId: Uuid,
    rank: Type.Integer({
      minimum: 1,
      description: '1 = la meilleure offre (couvre tout, puis la moins chère).',
    }),
    state: OfferStateSchema,
    provider: Type.Object({ code: Type.String(), name: Type.String() }),
    plan: Type.Object({ id: Uuid, code: Type.String(), name: Type.String() }),
    formula: Type.Object({ id: Uuid, code: Type.String(), name: Type.String() }),
    tariffVersion: Type.Integer({ minimum: 1 }),
    monthlyPrice: Money,
    yearlyPrice: Money,
    yearlyDiscountPercent: Type.Number({ minimum: 0, maximum: 100 }),
    meetsAllLevels: Type.Boolean(),
    cover: Type.Array(CoverSchema),
    hundredPercentSante: Type.Boolean(),
    contratResponsable: Type.Boolean(),
    waitingPeriods: WaitingPeriodsSchema,
    startDate: IsoDate,
    createdAt: IsoDateTime,
    /**
     * What the formula pays back on typical care, in euros, for the main insured's regime: sent
     * with the offers so the site computes nothing (reference figures: `offer/reimbursement.ts`).
     */
    examples: Type.Optional(Type.Array(ReimbursementExampleSchema)),
    /** Whom the plan is for, in French, when it narrows the offer ('60 ans et plus'); absent: open to all. */
    eligibilityNote: Type.Optional(Type.String()),
    /**
     * True when the visitor is self-employed (TNS) and the plan, responsable and open to the TNS
     * regime, is deductible under the loi Madelin.
     */
    madelin: Type.Optional(Type.Boolean()),
    /** Options per post the offer adds to its formula (included in the price). */
    options: Type.Optional(
      Type.Array(
        Type.Object(
          { code: Type.String(), name: Type.String(), category: WarrantyCategorySchema },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type OfferSummary = Static<typeof OfferSummarySchema>;

/** One line of the guarantee table (values include the Sécurité sociale share). */
export const GuaranteeSchema = Type.Object(
  {
    category: WarrantyCategorySchema,
    code: Type.String(),
    label: Type.String(),
    kind: Type.Union([
      Type.Literal('percent_br'),
      Type.Literal('euros'),
      Type.Literal('euros_per_night'),
      Type.Literal('euros_per_year'),
      Type.Literal('included'),
    ]),
    value: Type.Number({ minimum: 0 }),
    /** French rendering, e.g. « 200 % BR », « 60 € / nuit », « 100 % Santé uniquement ». */
    display: Type.String(),
    hundredPercentSante: Type.Boolean(),
    /** Most the plan pays for this line in a year (EUR); absent or null: no ceiling. */
    yearlyCeiling: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: 0 })])),
  },
  { additionalProperties: false },
);
export type Guarantee = Static<typeof GuaranteeSchema>;

/** How the monthly price was made, member by member. */
export const PriceLineSchema = Type.Object(
  {
    member: Type.String({ description: 'assure, conjoint, child1...' }),
    age: Type.Integer({ minimum: 0 }),
    monthlyPrice: Money,
  },
  { additionalProperties: false },
);

/** A person insured, by name: the subscriber (`assure`) or one named at subscription. */
export const NamedMemberSchema = Type.Object(
  { member: Type.String(), firstName: Type.String(), lastName: Type.String() },
  { additionalProperties: false },
);
export type NamedMember = Static<typeof NamedMemberSchema>;

/** An offer with everything the detail page shows. Contact data are masked. */
export const OfferDetailSchema = Type.Composite([
  OfferSummarySchema,
  Type.Object({
    guarantees: Type.Array(GuaranteeSchema),
    priceLines: Type.Array(PriceLineSchema),
    ipid: Type.Object({ title: Type.String(), url: Type.String() }),
    departement: Type.String(),
    booking: Type.Union([Type.Null(), Type.Object({ dateSlot: IsoDate, timeSlot: Type.String() })]),
    history: Type.Array(Type.Object({ state: OfferStateSchema, at: IsoDateTime })),
    /**
     * The people insured by name, keyed like `priceLines` (`assure`, `conjoint`, `child1`…), once
     * subscribed: in the customer area only, never in the public detail.
     */
    insured: Type.Optional(Type.Array(NamedMemberSchema)),
  }),
]);
export type OfferDetail = Static<typeof OfferDetailSchema>;
