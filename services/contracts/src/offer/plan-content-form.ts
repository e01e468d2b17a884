import type { FieldError } from '../errors.ts';
import { defineForm, type FieldMessage } from '../form/define-form.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import { adminCreatePlan } from './admin-create-plan.rpc.ts';
import { adminPreviewPrice } from './admin-preview-price.rpc.ts';
import { adminUpdatePlan } from './admin-update-plan.rpc.ts';
import { ELIGIBILITY_MESSAGES } from './eligibility.ts';
import { type PlanContent, PlanContentSchema, type TariffInput } from './plan-admin.ts';
import { MEMBER_MAX_AGE, SOCIAL_REGIMES, WARRANTY_CATEGORIES } from './vocabulary.ts';

/** A plan id no plan has (the plan editor's form, the offer service's answer). */
export const PLAN_NOT_FOUND_MESSAGE = 'Formule introuvable.';

/** The French messages of a plan's content, checked alike by the plan editor and the offer service. */
export const PLAN_MESSAGES = {
  name: 'Le nom de la formule doit comporter de 2 à 80 caractères.',
  discount: 'La remise annuelle doit être comprise entre 0 et 100 %.',
  formulas: 'Un plan compte de 1 à 6 formules.',
  formula: 'Formule incomplète : vérifiez chacun de ses champs.',
  formulaCode: 'Code de formule invalide : lettres minuscules, chiffres et tirets.',
  formulaName: 'Veuillez nommer la formule.',
  duplicateFormula: 'Deux formules ne peuvent pas avoir le même code.',
  basePrice: 'Le prix de base doit être un nombre positif.',
  factor: 'Chaque coefficient doit être un nombre positif.',
  ageBands: `Les tranches d’âge doivent couvrir sans trou ni chevauchement les âges de 0 à ${MEMBER_MAX_AGE} ans.`,
  zone: 'Chaque zone utilisée doit avoir un coefficient.',
  regime: 'Chaque régime social doit avoir un coefficient.',
  departements: 'Format attendu : un département par ligne, « 75=Z5 ».',
  guarantees: 'Une formule compte de 1 à 60 garanties.',
  guaranteeCode: 'Code de garantie invalide.',
  duplicateGuarantee: 'Deux garanties d’une formule ne peuvent pas avoir le même code.',
  negativeGuarantee: 'Une garantie ne peut pas être négative.',
  optionName: 'Veuillez nommer l’option.',
  optionPrice: 'Le prix de base d’une option est un nombre positif ou nul.',
  ceiling: 'Un plafond annuel est un montant positif en euros, ou vide pour aucun plafond.',
  waiting: 'Un délai de carence est un nombre entier de mois, positif.',
} as const;

const above0 = (value: number) => Number.isFinite(value) && value > 0;
const atLeast0 = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * A tariff's rules beyond its schema: a positive base price; partner and child factors of 0 or
 * more; age bands each with a factor above 0 covering every age from 0 to MEMBER_MAX_AGE once;
 * a factor above 0 for every zone, for every zone used, and for every social regime.
 */
export function tariffErrors(t: TariffInput, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field: `${prefix}.${field}`, message });
  if (!above0(t.basePrice)) add('basePrice', PLAN_MESSAGES.basePrice);
  if (!atLeast0(t.partnerFactor)) add('partnerFactor', PLAN_MESSAGES.factor);
  if (!atLeast0(t.childFactor)) add('childFactor', PLAN_MESSAGES.factor);
  const bands = [...t.ageBands].sort((a, b) => a.minAge - b.minAge);
  if (!bands.every((band) => above0(band.factor))) add('ageBands', PLAN_MESSAGES.factor);
  let expected = 0;
  let covered = bands.length > 0;
  for (const band of bands) {
    if (band.minAge !== expected || band.maxAge < band.minAge) covered = false;
    expected = band.maxAge + 1;
  }
  if (!covered || expected <= MEMBER_MAX_AGE) add('ageBands', PLAN_MESSAGES.ageBands);
  for (const [zone, factor] of Object.entries(t.zoneFactors))
    if (!above0(factor)) add(`zoneFactors.${zone}`, PLAN_MESSAGES.factor);
  const zones = new Set([t.defaultZone, ...Object.values(t.departementZones)]);
  if ([...zones].some((zone) => t.zoneFactors[zone] === undefined)) add('zoneFactors', PLAN_MESSAGES.zone);
  for (const regime of SOCIAL_REGIMES)
    if (!above0(t.regimeFactors[regime])) add(`regimeFactors.${regime}`, PLAN_MESSAGES.factor);
  return errors;
}

/**
 * The plan's rules over its lists: an eligibility age range in order, unique formula codes,
 * tariffs, unique guarantee codes per formula.
 */
export function planContentErrors(content: PlanContent): FieldError[] {
  const errors: FieldError[] = [];
  if (content.eligibility && content.eligibility.minAge > content.eligibility.maxAge)
    errors.push({ field: 'eligibility.maxAge', message: ELIGIBILITY_MESSAGES.ageRange });
  const formulaCodes = new Set<string>();
  content.formulas.forEach((formula, i) => {
    const prefix = `formulas.${i}`;
    if (formulaCodes.has(formula.code))
      errors.push({ field: `${prefix}.code`, message: PLAN_MESSAGES.duplicateFormula });
    formulaCodes.add(formula.code);
    errors.push(...tariffErrors(formula.tariff, `${prefix}.tariff`));
    const guaranteeCodes = new Set<string>();
    formula.guarantees.forEach((guarantee, j) => {
      if (guaranteeCodes.has(guarantee.code))
        errors.push({ field: `${prefix}.guarantees.${j}.code`, message: PLAN_MESSAGES.duplicateGuarantee });
      guaranteeCodes.add(guarantee.code);
    });
  });
  return errors;
}

const factor: FieldMessage = PLAN_MESSAGES.factor;
const regimes = Object.fromEntries(
  SOCIAL_REGIMES.map((regime) => [
    `formulas.*.tariff.regimeFactors.${regime}`,
    { required: PLAN_MESSAGES.regime, invalid: PLAN_MESSAGES.factor },
  ]),
);

/**
 * A plan's content (DESIGN.md section 9): run by the plan editor before saving or previewing
 * and by the offer service on every create, update and preview, so both give the same verdict.
 */
export const planContentForm = defineForm({
  schema: PlanContentSchema,
  messages: {
    name: PLAN_MESSAGES.name,
    yearlyDiscountPercent: PLAN_MESSAGES.discount,
    'eligibility.minAge': ELIGIBILITY_MESSAGES.age,
    'eligibility.maxAge': ELIGIBILITY_MESSAGES.age,
    'eligibility.activities': ELIGIBILITY_MESSAGES.activities,
    'eligibility.socialRegimes': ELIGIBILITY_MESSAGES.socialRegimes,
    'eligibility.householdStatuses': ELIGIBILITY_MESSAGES.householdStatuses,
    formulas: PLAN_MESSAGES.formulas,
    'formulas.*': PLAN_MESSAGES.formula,
    'formulas.*.code': PLAN_MESSAGES.formulaCode,
    'formulas.*.name': PLAN_MESSAGES.formulaName,
    'formulas.*.tariff.basePrice': PLAN_MESSAGES.basePrice,
    'formulas.*.tariff.partnerFactor': factor,
    'formulas.*.tariff.childFactor': factor,
    'formulas.*.tariff.ageBands': PLAN_MESSAGES.ageBands,
    'formulas.*.tariff.zoneFactors': factor,
    'formulas.*.tariff.departementZones': PLAN_MESSAGES.departements,
    'formulas.*.tariff.defaultZone': PLAN_MESSAGES.zone,
    ...regimes,
    'formulas.*.guarantees': PLAN_MESSAGES.guarantees,
    'formulas.*.guarantees.*.code': PLAN_MESSAGES.guaranteeCode,
    'formulas.*.guarantees.*.value': PLAN_MESSAGES.negativeGuarantee,
    'formulas.*.guarantees.*.yearlyCeiling': PLAN_MESSAGES.ceiling,
    'options.*.name': PLAN_MESSAGES.optionName,
    'options.*.basePrice': PLAN_MESSAGES.optionPrice,
    'options.*.guarantees.*.value': PLAN_MESSAGES.negativeGuarantee,
    'options.*.guarantees.*.yearlyCeiling': PLAN_MESSAGES.ceiling,
    ...Object.fromEntries(
      WARRANTY_CATEGORIES.map((category) => [`formulas.*.waitingPeriods.${category}`, PLAN_MESSAGES.waiting]),
    ),
  },
  checks: [planContentErrors],
});

/** The plan content's messages and checks under `content.` (the RPC requests carry it there). */
const contentMessages = Object.fromEntries(
  Object.entries(planContentForm.messages).map(([field, message]) => [`content.${field}`, message]),
);
const contentChecks = [
  (value: { content: PlanContent }) =>
    planContentErrors(value.content).map((error) => ({ ...error, field: `content.${error.field}` })),
];

/** `POST /api/v1/insurance-plans` and `offer.admin-create-plan`. */
export const createPlanForm = defineForm({
  schema: adminCreatePlan.request,
  messages: {
    insurerCode: FIELD_MESSAGES.insurer,
    code: 'Code du plan invalide : lettres minuscules, chiffres et tirets.',
    ...contentMessages,
  },
  checks: contentChecks,
});

/** `offer.admin-update-plan` (the gateway's PUT sends the content alone: `planContentForm`). */
export const updatePlanForm = defineForm({
  schema: adminUpdatePlan.request,
  messages: { planId: PLAN_NOT_FOUND_MESSAGE, ...contentMessages },
  checks: contentChecks,
});

/** `POST /api/v1/insurance-plans/preview` and `offer.admin-preview-price`. */
export const previewPriceForm = defineForm({
  schema: adminPreviewPrice.request,
  messages: { ...contentMessages, household: 'Foyer d’exemple invalide.' },
  checks: contentChecks,
});
