import type { FieldError } from '../errors.ts';
import { UNKNOWN_FIELD_MESSAGE } from '../form/form-messages.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidFrenchPhone } from '../validators/french-phone.ts';
import { isValidPostalCode, POSTAL_CODE_UNKNOWN_MESSAGE } from '../validators/postal-code.ts';
import { addDays, ageOn, isIsoDate } from './dates.ts';
import {
  ACTIVITIES,
  ADULT_MIN_AGE,
  CHILD_MAX_AGE,
  GENDERS,
  HOUSEHOLD_STATUSES,
  type HouseholdStatus,
  MAX_CHILDREN,
  MEMBER_MAX_AGE,
  SOCIAL_REGIMES,
  statusHasChildren,
  statusHasPartner,
  WARRANTY_CATEGORIES,
  WARRANTY_LEVELS,
} from './vocabulary.ts';

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
  partnerUnexpected: 'Cette situation familiale ne comprend pas de conjoint.',
  childBirthDate: 'Veuillez indiquer la date de naissance de l’enfant.',
  childTooOld: `Un enfant doit avoir au plus ${CHILD_MAX_AGE} ans à la date d’effet.`,
  childUnexpected: 'Cet enfant ne correspond pas au nombre d’enfants indiqué.',
  level: 'Veuillez choisir un niveau de garantie.',
  firstName: 'Veuillez indiquer votre prénom.',
  lastName: 'Veuillez indiquer votre nom.',
  email: 'Adresse e-mail invalide.',
  emailRequired: 'L’adresse e-mail est obligatoire.',
  phone: 'Numéro de téléphone invalide.',
  phoneRequired: 'Le numéro de téléphone est obligatoire.',
  postalCode: 'Code postal invalide : 5 chiffres attendus.',
  postalCodeRequired: 'Le code postal est obligatoire.',
  postalCodeUnknown: POSTAL_CODE_UNKNOWN_MESSAGE,
  city: 'Veuillez choisir votre commune.',
  insureDate: 'Veuillez indiquer une date d’effet valide.',
  insureDatePast: 'La date d’effet ne peut pas être dans le passé.',
  insureDateTooFar: 'La date d’effet doit être dans les 12 prochains mois.',
  consent: 'Veuillez indiquer si vous acceptez d’être recontacté.',
  unknownField: UNKNOWN_FIELD_MESSAGE,
} as const;

type Obj = Record<string, unknown>;
const asObject = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const oneOf = (values: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && values.includes(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function unknownFields(object: Obj, allowed: string[], prefix: string, add: (f: string, m: string) => void) {
  for (const key of Object.keys(object))
    if (!allowed.includes(key)) add(`${prefix}${key}`, COMPARISON_MESSAGES.unknownField);
}

/**
 * Every problem of a comparison request at once, one French message per bad field
 * (`members.birthDate`, `members.children.child2.birthDate`, `credentials.email`...);
 * empty when valid. `today` is the Paris date `YYYY-MM-DD`. Browser-safe: the site runs it
 * per step, the gateway and the offer service run it again. Whether the postal code
 * exists needs the communes data: the offer service checks it (`postalCodeUnknown`).
 */
export function validateComparisonRequest(input: unknown, today: string): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const body = asObject(input);
  const members = asObject(body.members);
  const warranties = asObject(body.warranties);
  const credentials = asObject(body.credentials);
  unknownFields(body, ['members', 'warranties', 'credentials', 'consent'], '', add);

  // The start date first: ages are taken on it.
  const insureDate = credentials.insureDate;
  let effectiveDate = today;
  if (!isIsoDate(insureDate)) add('credentials.insureDate', COMPARISON_MESSAGES.insureDate);
  else if (insureDate < today) add('credentials.insureDate', COMPARISON_MESSAGES.insureDatePast);
  else if (insureDate > addDays(today, 366))
    add('credentials.insureDate', COMPARISON_MESSAGES.insureDateTooFar);
  else effectiveDate = insureDate;

  const checkBirthDate = (field: string, value: unknown, adult: boolean, missing: string) => {
    if (!isIsoDate(value)) return add(field, missing);
    if (value > today) return add(field, COMPARISON_MESSAGES.birthDateFuture);
    const age = ageOn(value, effectiveDate);
    if (adult && age < ADULT_MIN_AGE) return add(field, COMPARISON_MESSAGES.adultTooYoung);
    if (!adult && age > CHILD_MAX_AGE) return add(field, COMPARISON_MESSAGES.childTooOld);
    if (age > MEMBER_MAX_AGE) add(field, COMPARISON_MESSAGES.tooOld);
  };

  const status = members.status;
  const validStatus = oneOf(HOUSEHOLD_STATUSES, status);
  if (!validStatus) add('members.status', COMPARISON_MESSAGES.status);
  if (!oneOf(GENDERS, members.gender)) add('members.gender', COMPARISON_MESSAGES.gender);
  checkBirthDate('members.birthDate', members.birthDate, true, COMPARISON_MESSAGES.birthDate);
  if (!oneOf(ACTIVITIES, members.activity)) add('members.activity', COMPARISON_MESSAGES.activity);
  if (!oneOf(SOCIAL_REGIMES, members.socialRegime))
    add('members.socialRegime', COMPARISON_MESSAGES.socialRegime);

  const withPartner = validStatus && statusHasPartner(status as HouseholdStatus);
  if (typeof members.hasPartner !== 'boolean' || (validStatus && members.hasPartner !== withPartner)) {
    add('members.hasPartner', COMPARISON_MESSAGES.hasPartner);
  }
  if (withPartner) {
    if (!oneOf(GENDERS, members.partnerGender))
      add('members.partnerGender', COMPARISON_MESSAGES.partnerGender);
    checkBirthDate(
      'members.partnerBirthDate',
      members.partnerBirthDate,
      true,
      COMPARISON_MESSAGES.partnerBirthDate,
    );
  } else if (validStatus) {
    if (members.partnerGender !== undefined && members.partnerGender !== '')
      add('members.partnerGender', COMPARISON_MESSAGES.partnerUnexpected);
    if (members.partnerBirthDate !== undefined && members.partnerBirthDate !== '')
      add('members.partnerBirthDate', COMPARISON_MESSAGES.partnerUnexpected);
  }

  const withChildren = validStatus && statusHasChildren(status as HouseholdStatus);
  const childs = members.childs;
  const children = asObject(members.children);
  const validCount =
    Number.isInteger(childs) && (childs as number) >= 0 && (childs as number) <= MAX_CHILDREN;
  if (withChildren && (!validCount || (childs as number) < 1))
    add('members.childs', COMPARISON_MESSAGES.childs);
  else if (validStatus && !withChildren && childs !== 0)
    add('members.childs', COMPARISON_MESSAGES.noChildren);
  else if (!validCount) add('members.childs', COMPARISON_MESSAGES.childs);
  const expected = withChildren && validCount ? (childs as number) : 0;
  for (let i = 1; i <= expected; i++) {
    const field = `members.children.child${i}.birthDate`;
    checkBirthDate(
      field,
      asObject(children[`child${i}`]).birthDate,
      false,
      COMPARISON_MESSAGES.childBirthDate,
    );
  }
  for (const key of Object.keys(children)) {
    const n = /^child([1-9])$/.exec(key);
    if (!n || Number(n[1]) > expected) add(`members.children.${key}`, COMPARISON_MESSAGES.childUnexpected);
  }
  unknownFields(
    members,
    [
      'status',
      'gender',
      'birthDate',
      'hasPartner',
      'activity',
      'socialRegime',
      'childs',
      'partnerGender',
      'partnerBirthDate',
      'children',
    ],
    'members.',
    add,
  );

  for (const category of WARRANTY_CATEGORIES) {
    if (!oneOf(WARRANTY_LEVELS, asObject(warranties[category]).level)) {
      add(`warranties.${category}`, COMPARISON_MESSAGES.level);
    }
  }
  unknownFields(warranties, [...WARRANTY_CATEGORIES], 'warranties.', add);

  const firstName = text(credentials.firstName);
  if (firstName.length === 0 || firstName.length > 100)
    add('credentials.firstName', COMPARISON_MESSAGES.firstName);
  const lastName = text(credentials.lastName);
  if (lastName.length === 0 || lastName.length > 100)
    add('credentials.lastName', COMPARISON_MESSAGES.lastName);
  // An empty field is 'obligatoire', a filled one that does not parse is 'invalide'.
  const email = text(credentials.email);
  if (email === '') add('credentials.email', COMPARISON_MESSAGES.emailRequired);
  else if (!isValidEmail(email)) add('credentials.email', COMPARISON_MESSAGES.email);
  const phone = text(credentials.phoneNumber);
  if (phone === '') add('credentials.phoneNumber', COMPARISON_MESSAGES.phoneRequired);
  else if (!isValidFrenchPhone(phone)) add('credentials.phoneNumber', COMPARISON_MESSAGES.phone);
  const postalCode = text(credentials.postalCode);
  if (postalCode === '') add('credentials.postalCode', COMPARISON_MESSAGES.postalCodeRequired);
  else if (!isValidPostalCode(postalCode)) add('credentials.postalCode', COMPARISON_MESSAGES.postalCode);
  const city = text(credentials.city);
  if (city.length === 0 || city.length > 100) add('credentials.city', COMPARISON_MESSAGES.city);
  unknownFields(
    credentials,
    ['firstName', 'lastName', 'email', 'phoneNumber', 'postalCode', 'city', 'insureDate'],
    'credentials.',
    add,
  );

  if (typeof body.consent !== 'boolean') add('consent', COMPARISON_MESSAGES.consent);
  return errors;
}
