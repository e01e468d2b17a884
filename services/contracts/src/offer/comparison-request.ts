import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from '../validators/email.ts';
import { POSTAL_CODE_PATTERN } from '../validators/postal-code.ts';
import { ISO_DATE_PATTERN } from './dates.ts';
import { literalUnion } from './literal-union.ts';
import {
  ACTIVITIES,
  GENDERS,
  HOUSEHOLD_STATUSES,
  MAX_CHILDREN,
  SOCIAL_REGIMES,
  WARRANTY_CATEGORIES,
  WARRANTY_LEVELS,
} from './vocabulary.ts';

const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN, description: 'Date au format AAAA-MM-JJ.' });

export const WarrantyLevelSchema = literalUnion(WARRANTY_LEVELS);
export const WarrantyCategorySchema = literalUnion(WARRANTY_CATEGORIES);
export const SocialRegimeSchema = literalUnion(SOCIAL_REGIMES);

/** The `members` slice of the specification (§3, Members). */
export const MembersSchema = Type.Object(
  {
    status: literalUnion(HOUSEHOLD_STATUSES),
    gender: literalUnion(GENDERS),
    birthDate: IsoDate,
    hasPartner: Type.Boolean(),
    activity: literalUnion(ACTIVITIES),
    socialRegime: SocialRegimeSchema,
    childs: Type.Integer({ minimum: 0, maximum: MAX_CHILDREN }),
    partnerGender: Type.Optional(literalUnion(GENDERS)),
    partnerBirthDate: Type.Optional(IsoDate),
    /**
     * The partner's activity and social regime, when they differ from the main insured's: the
     * regime sets the partner's price and, with the activity, which plans accept the couple.
     * Absent: the same as the main insured's.
     */
    partnerActivity: Type.Optional(literalUnion(ACTIVITIES)),
    partnerSocialRegime: Type.Optional(SocialRegimeSchema),
    /** child1 ... childN, N = childs. */
    children: Type.Record(
      Type.String({ pattern: '^child[1-9]$' }),
      Type.Object({ birthDate: IsoDate }, { additionalProperties: false }),
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type Members = Static<typeof MembersSchema>;

const WarrantySchema = Type.Object({ level: WarrantyLevelSchema }, { additionalProperties: false });
/** The `warranties` slice: one `{ level }` per category (default 'Minimum'). */
export const WarrantiesSchema = Type.Object(
  {
    medicalCare: WarrantySchema,
    dental: WarrantySchema,
    visual: WarrantySchema,
    hearing: WarrantySchema,
    hospitalization: WarrantySchema,
  },
  { additionalProperties: false },
);
export type Warranties = Static<typeof WarrantiesSchema>;

/** The `credentials` slice (§3, Credentials); `insureDate` is the wanted start date. */
export const CredentialsSchema = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
    phoneNumber: Type.String({ maxLength: 30 }),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    insureDate: IsoDate,
  },
  { additionalProperties: false },
);
export type Credentials = Static<typeof CredentialsSchema>;

/** Body of `POST /api/v1/confirm-offer/create-offer` and request of `offer.create-offer`. */
export const ComparisonRequestSchema = Type.Object(
  {
    members: MembersSchema,
    warranties: WarrantiesSchema,
    credentials: CredentialsSchema,
    /** The visitor agrees to be contacted (and to receive the summary by email). */
    consent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ComparisonRequest = Static<typeof ComparisonRequestSchema>;
