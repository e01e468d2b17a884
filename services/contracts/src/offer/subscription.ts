import { type Static, Type } from '@sinclair/typebox';
import { compactIban } from '../validators/iban.ts';
import { compactNir } from '../validators/nir.ts';
import { ISO_DATE_PATTERN } from './dates.ts';
import { literalUnion } from './literal-union.ts';
import { ATTACHED_TO } from './subscription-form.ts';
import { COLLECTION_DATES, MAX_CHILDREN, PAYMENT_FREQUENCIES } from './vocabulary.ts';

const Str = (max: number) => Type.String({ maxLength: max });
/** A text of at least 2 characters once trimmed. */
const Text = (max: number) => Type.String({ minLength: 2, maxLength: max, pattern: '\\S[\\s\\S]*\\S' });
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });

/** A partner named in step 01, born on the comparison's date, with his or her own NIR. */
export const BeneficiarySchema = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    birthDate: IsoDate,
    /** The partner's NIR, checked as the subscriber's (key, birth, département). */
    securiteSociale: Str(30),
    birthPlace: Text(100),
    birthCountry: Text(60),
  },
  { additionalProperties: false },
);
/** A child named in step 01, attached to the subscriber's NIR or the partner's. */
export const ChildBeneficiarySchema = Type.Object(
  { firstName: Name, lastName: Name, birthDate: IsoDate, attachedTo: literalUnion(ATTACHED_TO) },
  { additionalProperties: false },
);

/** The `step01` slice of the specification (§3, Subscription step 01), plus the household's names. */
export const Step01Schema = Type.Object(
  {
    nationality: Text(60),
    birthPlace: Text(100),
    birthCountry: Text(60),
    /** NIR, 15 characters (spaces, dashes or dots allowed), key checked, Corsica 2A/2B accepted. */
    securiteSociale: Str(30),
    streetAddress: Text(200),
    hasMutuelle: Type.Boolean(),
    currentMutuelle: Str(100),
    bankDetails: Type.Object(
      { bankName: Text(100), accountHolder: Text(100), iban: Str(50), bic: Str(20) },
      { additionalProperties: false },
    ),
    paymentPreferences: Type.Object(
      {
        frequency: literalUnion(PAYMENT_FREQUENCIES),
        collectionDate: literalUnion(COLLECTION_DATES),
        automaticDebit: Type.Boolean(),
        directDebitTerms: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    consent: Type.Object(
      {
        termsAccepted: Type.Boolean(),
        autoDebitAccepted: Type.Boolean(),
        communicationAccepted: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    /**
     * The comparison's partner and children, named, in the comparison's order.
     * Optional for a person alone; the household check (subscriber-identity.ts) requires them.
     */
    beneficiaries: Type.Optional(
      Type.Object(
        {
          partner: Type.Optional(BeneficiarySchema),
          children: Type.Array(ChildBeneficiarySchema, { maxItems: MAX_CHILDREN }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type Step01 = Static<typeof Step01Schema>;

// Its messages, rules and checks (no TypeBox, so that the browser's compiled check takes them
// too) are in step01-form-parts.ts.

/** `FR76 **** **** **** **** ***0 189`-style: country, key and the last 4 characters. */
export function maskIban(iban: string): string {
  const compact = compactIban(iban);
  const masked = compact.slice(0, 4) + '*'.repeat(Math.max(0, compact.length - 8)) + compact.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}

/** `1 85 ** ** *** *** 42`-style: sex, birth year and the key stay visible. */
export function maskNir(nir: string): string {
  const c = compactNir(nir);
  // Sex and birth year only: the key would let a guess of the hidden digits be checked.
  return `${c.slice(0, 1)} ${c.slice(1, 3)} ** ** *** *** **`;
}
