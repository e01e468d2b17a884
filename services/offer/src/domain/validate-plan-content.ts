import type { FieldError } from '@courtage/contracts/errors';
import type { PlanContent } from '@courtage/contracts/offer/plan-admin';
import type { Tariff } from './catalog.ts';
import { validateTariff } from './validate-tariff.ts';

export const PLAN_MESSAGES = {
  duplicateFormula: 'Deux formules ne peuvent pas avoir le même code.',
  duplicateGuarantee: 'Deux garanties d’une formule ne peuvent pas avoir le même code.',
  negativeGuarantee: 'Une garantie ne peut pas être négative.',
} as const;

/** Checks an administrator's plan beyond its schema (prices, age bands, zones...), in French. */
export function validatePlanContent(content: PlanContent): FieldError[] {
  const errors: FieldError[] = [];
  const codes = new Set<string>();
  content.formulas.forEach((formula, i) => {
    const prefix = `content.formulas.${i}`;
    if (codes.has(formula.code))
      errors.push({ field: `${prefix}.code`, message: PLAN_MESSAGES.duplicateFormula });
    codes.add(formula.code);
    errors.push(...validateTariff(formula.tariff as Tariff, `${prefix}.tariff`));
    const lines = new Set<string>();
    formula.guarantees.forEach((g, j) => {
      if (lines.has(g.code)) {
        errors.push({ field: `${prefix}.guarantees.${j}.code`, message: PLAN_MESSAGES.duplicateGuarantee });
      }
      lines.add(g.code);
      if (!(g.value >= 0))
        errors.push({ field: `${prefix}.guarantees.${j}.value`, message: PLAN_MESSAGES.negativeGuarantee });
    });
  });
  return errors;
}
