import type { FieldError } from '@courtage/contracts/errors';
import type { FormulaInput, PlanContent } from '@courtage/contracts/offer/plan-admin';
import { MEMBER_MAX_AGE, SOCIAL_REGIMES } from '@courtage/contracts/offer/vocabulary';

/** The offer service's French messages for a plan (services/offer/src/domain/validate-tariff.ts). */
export const PLAN_DRAFT_MESSAGES = {
  name: 'Le nom de la formule doit comporter de 2 à 80 caractères.',
  formulaName: 'Veuillez nommer la formule.',
  formulaCode: 'Code de formule invalide : lettres minuscules, chiffres et tirets.',
  duplicateFormula: 'Deux formules ne peuvent pas avoir le même code.',
  discount: 'La remise annuelle doit être comprise entre 0 et 100 %.',
  basePrice: 'Le prix de base doit être un nombre positif.',
  factor: 'Chaque coefficient doit être un nombre positif.',
  ageBands: `Les tranches d’âge doivent couvrir sans trou ni chevauchement les âges de 0 à ${MEMBER_MAX_AGE} ans.`,
  zone: 'Chaque zone utilisée doit avoir un coefficient.',
  departements: 'Format attendu : un département par ligne, « 75=Z5 ».',
  negativeGuarantee: 'Une garantie ne peut pas être négative.',
  waiting: 'Un délai de carence est un nombre entier de mois, positif.',
} as const;

const positive = (value: number) => Number.isFinite(value) && value > 0;

/** Every problem of a plan before saving or previewing it: the service checks the same again. */
export function validatePlanDraft(content: PlanContent): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const name = content.name.trim();
  if (name.length < 2 || name.length > 80) add('name', PLAN_DRAFT_MESSAGES.name);
  if (!(content.yearlyDiscountPercent >= 0 && content.yearlyDiscountPercent <= 100))
    add('yearlyDiscountPercent', PLAN_DRAFT_MESSAGES.discount);
  const codes = new Set<string>();
  content.formulas.forEach((formula, i) => {
    const p = `formulas.${i}`;
    if (!/^[a-z0-9-]{1,40}$/.test(formula.code)) add(`${p}.code`, PLAN_DRAFT_MESSAGES.formulaCode);
    else if (codes.has(formula.code)) add(`${p}.code`, PLAN_DRAFT_MESSAGES.duplicateFormula);
    codes.add(formula.code);
    if (formula.name.trim().length === 0) add(`${p}.name`, PLAN_DRAFT_MESSAGES.formulaName);
    errors.push(...validateFormulaTariff(formula, p));
    formula.guarantees.forEach((g, j) => {
      if (!(g.value >= 0)) add(`${p}.guarantees.${j}.value`, PLAN_DRAFT_MESSAGES.negativeGuarantee);
    });
    for (const [category, months] of Object.entries(formula.waitingPeriods))
      if (!(Number.isInteger(months) && months >= 0))
        add(`${p}.waitingPeriods.${category}`, PLAN_DRAFT_MESSAGES.waiting);
  });
  return errors;
}

function validateFormulaTariff(formula: FormulaInput, p: string): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field: `${p}.tariff.${field}`, message });
  const t = formula.tariff;
  if (!positive(t.basePrice)) add('basePrice', PLAN_DRAFT_MESSAGES.basePrice);
  if (!(t.partnerFactor >= 0)) add('partnerFactor', PLAN_DRAFT_MESSAGES.factor);
  if (!(t.childFactor >= 0)) add('childFactor', PLAN_DRAFT_MESSAGES.factor);
  const bands = [...t.ageBands].sort((a, b) => a.minAge - b.minAge);
  let expected = 0;
  let ok = bands.length > 0;
  for (const band of bands) {
    if (band.minAge !== expected || !(band.maxAge >= band.minAge) || !positive(band.factor)) ok = false;
    expected = band.maxAge + 1;
  }
  if (!ok || expected <= MEMBER_MAX_AGE) add('ageBands', PLAN_DRAFT_MESSAGES.ageBands);
  for (const [zone, factor] of Object.entries(t.zoneFactors))
    if (!positive(factor)) add(`zoneFactors.${zone}`, PLAN_DRAFT_MESSAGES.factor);
  const zones = new Set([t.defaultZone, ...Object.values(t.departementZones)]);
  if ([...zones].some((zone) => t.zoneFactors[zone] === undefined))
    add('zoneFactors', PLAN_DRAFT_MESSAGES.zone);
  for (const regime of SOCIAL_REGIMES)
    if (!positive(t.regimeFactors[regime])) add(`regimeFactors.${regime}`, PLAN_DRAFT_MESSAGES.factor);
  return errors;
}

/** `{ '75': 'Z5', '2A': 'Z3' }` as editable lines `75=Z5`. */
export function formatDepartements(zones: Record<string, string>): string {
  return Object.entries(zones)
    .map(([departement, zone]) => `${departement}=${zone}`)
    .join('\n');
}

/** Parses `75=Z5` lines (blank lines ignored); undefined when a line is malformed. */
export function parseDepartements(text: string): Record<string, string> | undefined {
  const zones: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const match = /^(\d{2,3}|2A|2B)\s*=\s*([A-Za-z0-9_-]{1,20})$/i.exec(line);
    if (!match?.[1] || !match[2]) return undefined;
    zones[match[1].toUpperCase()] = match[2];
  }
  return zones;
}
