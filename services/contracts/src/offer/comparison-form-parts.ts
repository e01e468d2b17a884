import { REQUEST_MESSAGES } from '../errors.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import type { FieldMessage, FormParts, FormRule } from '../form/form-core.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidFrenchPhone } from '../validators/french-phone.ts';
import { POSTAL_CODE_UNKNOWN_MESSAGE } from '../validators/postal-code.ts';
import type { ComparisonRequest, Credentials } from './comparison-request.ts';
import { addDays, ageOn, isIsoDate, parisDate } from './dates.ts';
import {
  ADULT_MIN_AGE,
  CHILD_MAX_AGE,
  type HouseholdStatus,
  MAX_CHILDREN,
  MEMBER_MAX_AGE,
  statusHasChildren,
  statusHasPartner,
  WARRANTY_CATEGORIES,
} from './vocabulary.ts';

// The comparator form without its schema (no TypeBox here): its French messages and household
// rules. comparison-request-form.ts joins them to the schema (comparisonRequestForm: gateway, bus);
// the browser joins them to the schema's check compiled ahead of time (comparison-request-check.ts).

/** French messages of the comparator form, by rule. */
export const COMPARISON_MESSAGES = {
  status: 'Veuillez choisir votre situation familiale.',
  gender: 'Veuillez indiquer votre sexe.',
  birthDate: 'Veuillez indiquer une date de naissance valide.',
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur.',
  adultTooYoung: `L’assuré doit avoir au moins ${ADULT_MIN_AGE} ans à la date d’effet.`,
  tooOld: `L’âge à la date d’effet ne peut pas dépasser ${MEMBER_MAX_AGE} ans.`,
  hasPartner: 'La présence d’un conjoint ne correspond pas à la situation familiale.',
  activity: 'Veuillez choisir votre activité professionnelle.',
  socialRegime: 'Veuillez choisir votre régime social.',
  childs: `Le nombre d’enfants doit être compris entre 1 et ${MAX_CHILDREN}.`,
  noChildren: 'Cette situation familiale ne comprend pas d’enfant.',
  partnerGender: 'Veuillez indiquer le sexe de votre conjoint.',
  partnerBirthDate: 'Veuillez indiquer la date de naissance de votre conjoint.',
  partnerActivity:
    'Veuillez choisir l’activité professionnelle de votre conjoint, ou « Identique à la vôtre ».',
  partnerSocialRegime: 'Veuillez choisir le régime social de votre conjoint, ou « Identique au vôtre ».',
  partnerUnexpected: 'Cette situation familiale ne comprend pas de conjoint.',
  childBirthDate: 'Veuillez indiquer la date de naissance de l’enfant.',
  childTooOld: `Un enfant doit avoir au plus ${CHILD_MAX_AGE} ans à la date d’effet.`,
  childUnexpected: 'Cet enfant ne correspond pas au nombre d’enfants indiqué.',
  level: 'Veuillez choisir un niveau de garantie.',
  firstName: 'Veuillez indiquer votre prénom.',
  lastName: FIELD_MESSAGES.name,
  email: FIELD_MESSAGES.email,
  emailRequired: 'L’adresse e-mail est obligatoire.',
  phone: FIELD_MESSAGES.phone,
  phoneRequired: 'Le numéro de téléphone est obligatoire.',
  postalCode: FIELD_MESSAGES.postalCode,
  postalCodeRequired: 'Le code postal est obligatoire.',
  /** Needs the communes data: the offer service checks it (and the site's postal-code lookup). */
  postalCodeUnknown: POSTAL_CODE_UNKNOWN_MESSAGE,
  city: FIELD_MESSAGES.city,
  insureDate: 'Veuillez indiquer une date d’effet valide.',
  insureDatePast: 'La date d’effet ne peut pas être dans le passé.',
  insureDateTooFar: 'La date d’effet doit être dans les 12 prochains mois.',
  consent: 'Veuillez indiquer si vous acceptez d’être recontacté.',
} as const;

const M = COMPARISON_MESSAGES;
/** The keys `child1` ... `child9` the schema's record takes (at most MAX_CHILDREN are expected). */
const CHILD_KEYS = Array.from({ length: 9 }, (_, i) => `child${i + 1}`);

type Obj = Record<string, unknown>;
const asObject = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

// Rules read the whole request, typed by the schema but only trusted for the fields they name
// (`field` and `uses`): everything else is read defensively.
type Rule = FormRule<ComparisonRequest>;
const membersOf = (value: ComparisonRequest): Obj => asObject(asObject(value).members);
const credentialsOf = (value: ComparisonRequest): Obj => asObject(asObject(value).credentials);
const statusOf = (value: ComparisonRequest) => membersOf(value).status as HouseholdStatus;

/** Ages are taken on the start date when it is a good one, else on today (Paris). */
function effectiveDate(value: ComparisonRequest, today: string): string {
  const insureDate = credentialsOf(value).insureDate;
  return isIsoDate(insureDate) && insureDate >= today && insureDate <= addDays(today, 366)
    ? insureDate
    : today;
}

/** How many children the household has, or null while the count cannot be trusted. */
function expectedChildren(value: ComparisonRequest): number | null {
  if (!statusHasChildren(statusOf(value))) return 0;
  const childs = membersOf(value).childs;
  return Number.isInteger(childs) && (childs as number) >= 1 && (childs as number) <= MAX_CHILDREN
    ? (childs as number)
    : null;
}

/**
 * The rules of one birth date, the first failing one giving the message: a real date, not in the
 * future, then the ages on the start date. `read` gives the date, or null when the person is not
 * part of the household (no rule then).
 */
function birthDateRules(
  field: string,
  adult: boolean,
  read: (value: ComparisonRequest) => unknown,
  uses: readonly string[] = [],
): Rule[] {
  const age = (value: ComparisonRequest, birthDate: string) =>
    ageOn(birthDate, effectiveDate(value, parisDate()));
  const once =
    (test: (birthDate: string, value: ComparisonRequest) => boolean) =>
    (value: ComparisonRequest): boolean => {
      const birthDate = read(value);
      return birthDate === null || !isIsoDate(birthDate) || test(birthDate, value);
    };
  const limit = adult
    ? { check: once((date, value) => age(value, date) >= ADULT_MIN_AGE), message: M.adultTooYoung }
    : { check: once((date, value) => age(value, date) <= CHILD_MAX_AGE), message: M.childTooOld };
  return [
    { field, uses, check: (value) => read(value) === null || isIsoDate(read(value)) },
    { field, uses, check: once((date) => date <= parisDate()), message: M.birthDateFuture },
    { field, uses, ...limit },
    { field, uses, check: once((date, value) => age(value, date) <= MEMBER_MAX_AGE), message: M.tooOld },
  ];
}

const withPartner = (value: ComparisonRequest) => statusHasPartner(statusOf(value));
const childBirthDate = (value: ComparisonRequest, key: string) =>
  asObject(asObject(membersOf(value).children)[key]).birthDate;
const childNumber = (key: string) => Number(key.slice('child'.length));

/** A text the schema takes but that is blank once trimmed (the site trims what it sends). */
const filled = (field: keyof Credentials) => (value: ComparisonRequest) =>
  trimmed(credentialsOf(value)[field]) !== '';

const RULES: Rule[] = [
  // The start date first: ages are taken on it.
  { field: 'credentials.insureDate', check: (v) => isIsoDate(v.credentials.insureDate) },
  {
    field: 'credentials.insureDate',
    check: (v) => !isIsoDate(v.credentials.insureDate) || v.credentials.insureDate >= parisDate(),
    message: M.insureDatePast,
  },
  {
    field: 'credentials.insureDate',
    check: (v) =>
      !isIsoDate(v.credentials.insureDate) || v.credentials.insureDate <= addDays(parisDate(), 366),
    message: M.insureDateTooFar,
  },
  ...birthDateRules('members.birthDate', true, (v) => membersOf(v).birthDate),
  {
    field: 'members.hasPartner',
    uses: ['members.status'],
    check: (v) => v.members.hasPartner === withPartner(v),
  },
  // The partner's fields: required with a partner, absent (or empty) without one.
  {
    field: 'members.partnerGender',
    uses: ['members.status'],
    check: (v) => (withPartner(v) ? v.members.partnerGender !== undefined : true),
  },
  {
    field: 'members.partnerGender',
    uses: ['members.status'],
    check: (v) => withPartner(v) || !v.members.partnerGender,
    message: M.partnerUnexpected,
  },
  {
    field: 'members.partnerBirthDate',
    uses: ['members.status'],
    check: (v) => withPartner(v) || !v.members.partnerBirthDate,
    message: M.partnerUnexpected,
  },
  {
    field: 'members.partnerActivity',
    uses: ['members.status'],
    check: (v) => withPartner(v) || !v.members.partnerActivity,
    message: M.partnerUnexpected,
  },
  {
    field: 'members.partnerSocialRegime',
    uses: ['members.status'],
    check: (v) => withPartner(v) || !v.members.partnerSocialRegime,
    message: M.partnerUnexpected,
  },
  ...birthDateRules(
    'members.partnerBirthDate',
    true,
    (v) => (withPartner(v) ? (membersOf(v).partnerBirthDate ?? '') : null),
    ['members.status'],
  ),
  {
    field: 'members.childs',
    uses: ['members.status'],
    check: (v) => !statusHasChildren(v.members.status) || v.members.childs >= 1,
  },
  {
    field: 'members.childs',
    uses: ['members.status'],
    check: (v) => statusHasChildren(v.members.status) || v.members.childs === 0,
    message: M.noChildren,
  },
  // child1 ... childN: each expected child's birth date, and no child beyond the count.
  ...CHILD_KEYS.flatMap((key): Rule[] => [
    ...birthDateRules(
      `members.children.${key}.birthDate`,
      false,
      (v) => {
        const expected = expectedChildren(v);
        return expected !== null && childNumber(key) <= expected ? (childBirthDate(v, key) ?? '') : null;
      },
      ['members.status'],
    ),
    {
      field: `members.children.${key}`,
      uses: ['members.status'],
      check: (v) => {
        const expected = expectedChildren(v);
        return expected === null || childNumber(key) <= expected || !Object.hasOwn(v.members.children, key);
      },
      message: M.childUnexpected,
    },
  ]),
  { field: 'credentials.firstName', check: filled('firstName') },
  { field: 'credentials.lastName', check: filled('lastName') },
  { field: 'credentials.email', check: filled('email'), message: M.emailRequired },
  { field: 'credentials.email', check: (v) => isValidEmail(v.credentials.email.trim()) },
  { field: 'credentials.phoneNumber', check: filled('phoneNumber'), message: M.phoneRequired },
  {
    field: 'credentials.phoneNumber',
    check: (v) =>
      v.credentials.phoneNumber.trim() === '' || isValidFrenchPhone(v.credentials.phoneNumber.trim()),
  },
  { field: 'credentials.city', check: filled('city') },
];

/** A whole slice missing or not an object (a program's error: the site always sends all three). */
const SLICE: FieldMessage = {
  required: REQUEST_MESSAGES.requiredField,
  invalid: REQUEST_MESSAGES.invalidField,
};
const one = (message: string): FieldMessage => message;
const children = Object.fromEntries(
  CHILD_KEYS.flatMap((key) => [
    [`members.children.${key}.birthDate`, one(M.childBirthDate)],
    [`members.children.${key}`, one(M.childBirthDate)],
  ]),
);

/** The comparator form's messages (in form order) and rules. */
export const comparisonFormParts: FormParts<ComparisonRequest> = {
  messages: {
    members: SLICE,
    'members.status': M.status,
    'members.gender': M.gender,
    'members.birthDate': M.birthDate,
    'members.activity': M.activity,
    'members.socialRegime': M.socialRegime,
    'members.hasPartner': M.hasPartner,
    'members.partnerGender': M.partnerGender,
    'members.partnerBirthDate': M.partnerBirthDate,
    'members.partnerActivity': M.partnerActivity,
    'members.partnerSocialRegime': M.partnerSocialRegime,
    'members.childs': M.childs,
    ...children,
    'members.children': M.childUnexpected,
    warranties: SLICE,
    ...Object.fromEntries(WARRANTY_CATEGORIES.map((category) => [`warranties.${category}`, M.level])),
    credentials: SLICE,
    'credentials.firstName': M.firstName,
    'credentials.lastName': M.lastName,
    'credentials.email': { required: M.emailRequired, invalid: M.email },
    'credentials.phoneNumber': { required: M.phoneRequired, invalid: M.phone },
    'credentials.postalCode': { required: M.postalCodeRequired, invalid: M.postalCode },
    'credentials.city': M.city,
    'credentials.insureDate': M.insureDate,
    consent: M.consent,
  },
  rules: RULES,
};
