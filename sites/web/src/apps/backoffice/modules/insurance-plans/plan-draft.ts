import type { FieldError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import type { PlanContent } from '@courtage/contracts/offer/plan-admin';
import { createPlanForm, PLAN_MESSAGES, planContentForm } from '@courtage/contracts/offer/plan-content-form';

export { PLAN_MESSAGES };

/**
 * Every problem of a plan before saving or previewing it, by the contract's plan form: the offer
 * service runs the same form on the request, so both give the same verdict. Fields are named as
 * the editor names them (`formulas.0.tariff.basePrice`, `code` for a new plan's code).
 */
export function checkPlanDraft(
  draft: { content: PlanContent } & (
    | { mode: 'edit' }
    | { mode: 'create'; insurerCode: string; code: string }
  ),
): FieldError[] {
  if (draft.mode === 'edit') return checkForm(planContentForm, draft.content);
  const errors = checkForm(createPlanForm, {
    insurerCode: draft.insurerCode,
    code: draft.code,
    content: draft.content,
  });
  return errors.map((error) => ({ ...error, field: error.field.replace(/^content\./, '') }));
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
