import { adminCreatePlanEndpoint } from '@courtage/contracts/offer/admin-create-plan.rpc';
import { adminListPlansEndpoint } from '@courtage/contracts/offer/admin-list-plans.rpc';
import { adminUpdatePlanEndpoint } from '@courtage/contracts/offer/admin-update-plan.rpc';
import type { PlanContent, PlanList, PlanView } from '@courtage/contracts/offer/plan-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/auth/api-error.ts';
import { FIX_FIELDS_MESSAGE } from '../../../../lib/form-alerts.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { TextField } from '../../../shell/TextField.tsx';
import { EligibilityEditor } from './EligibilityEditor.tsx';
import { FormulaEditor } from './FormulaEditor.tsx';
import { NumberInput } from './NumberInput.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { PricePreview } from './PricePreview.tsx';
import { checkPlanDraft, PLAN_MESSAGES, parseDepartements } from './plan-draft.ts';

type Props = {
  /** The plan edited (a new version is saved), or the template of a new plan. */
  plan: PlanView;
  mode: 'edit' | 'create';
  insurers: PlanList['insurers'];
  onDone: (message: string) => void;
  onCancel: () => void;
};

const contentOf = (plan: PlanView): PlanContent => ({
  name: plan.name,
  yearlyDiscountPercent: plan.yearlyDiscountPercent,
  eligibility: structuredClone(plan.eligibility),
  formulas: structuredClone(plan.formulas),
  options: structuredClone(plan.options ?? []),
});

/** Creates a plan or saves a new version of one; checks it before sending and previews its price. */
export function PlanEditor({ plan, mode, insurers, onDone, onCancel }: Props) {
  const queryClient = useQueryClient();
  const [content, setContent] = useState<PlanContent>(() =>
    mode === 'create' ? { ...contentOf(plan), name: '' } : contentOf(plan),
  );
  const [insurerCode, setInsurerCode] = useState(plan.insurer.code);
  const [code, setCode] = useState('');
  const [formulaIndex, setFormulaIndex] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each formula's départements lines as typed, kept when another formula is shown.
  const [departementTexts, setDepartementTexts] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () =>
      mode === 'create'
        ? call(adminCreatePlanEndpoint, { insurerCode, code, content })
        : call(adminUpdatePlanEndpoint, { planId: plan.id, content }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: endpointKey(adminListPlansEndpoint) });
      onDone(
        mode === 'create'
          ? `Le plan « ${saved.name} » est créé.`
          : `La version ${saved.version} du plan « ${saved.name} » est enregistrée.`,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details.length > 0) {
        setErrors(
          Object.fromEntries(
            error.details.map((d) => [d.field.replace(/^(body\.)?(content\.)?/, ''), d.message]),
          ),
        );
      }
      setAlert(errorMessage(error));
    },
  });

  const check = (): boolean => {
    const found = [
      ...checkPlanDraft(mode === 'create' ? { mode, insurerCode, code, content } : { mode, content }),
      ...Object.entries(departementTexts)
        .filter(([, text]) => parseDepartements(text) === undefined)
        .map(([index]) => ({
          field: `formulas.${index}.tariff.departementZones`,
          message: PLAN_MESSAGES.departements,
        })),
    ];
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
    const badFormula = found.map((e) => /^formulas\.(\d+)\./.exec(e.field)?.[1]).find((i) => i !== undefined);
    if (badFormula !== undefined) setFormulaIndex(Number(badFormula));
    setAlert(found.length > 0 ? FIX_FIELDS_MESSAGE : null);
    return found.length === 0;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) save.mutate();
  };
  const formula = content.formulas[formulaIndex];

  return (
    <>
      <form className="app-card app-form" noValidate onSubmit={submit} aria-labelledby="plan-editor-title">
        <h2 id="plan-editor-title">
          {mode === 'create'
            ? 'Nouveau plan'
            : `Modifier « ${plan.name} » (nouvelle version ${plan.version + 1})`}
        </h2>
        {mode === 'create' ? (
          <div className="field-row">
            <div className="field">
              <label htmlFor="plan-insurer">Assureur</label>
              <select id="plan-insurer" value={insurerCode} onChange={(e) => setInsurerCode(e.target.value)}>
                {insurers.map((i) => (
                  <option key={i.code} value={i.code}>
                    {i.name}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label="Code du plan"
              value={code}
              error={errors.code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        ) : null}
        <TextField
          label="Nom du plan"
          value={content.name}
          error={errors.name}
          onChange={(e) => setContent({ ...content, name: e.target.value })}
        />
        <NumberInput
          label="Remise en paiement annuel (%)"
          value={content.yearlyDiscountPercent}
          error={errors.yearlyDiscountPercent}
          onChange={(yearlyDiscountPercent) => setContent({ ...content, yearlyDiscountPercent })}
        />
        {content.eligibility ? (
          <EligibilityEditor
            eligibility={content.eligibility}
            errors={errors}
            onChange={(eligibility) => setContent({ ...content, eligibility })}
          />
        ) : null}
        <div className="field">
          <label htmlFor="plan-formula">Formule affichée</label>
          <select
            id="plan-formula"
            value={formulaIndex}
            onChange={(e) => setFormulaIndex(Number(e.target.value))}
          >
            {content.formulas.map((f, i) => (
              <option key={f.code || i} value={i}>
                {f.name || `Formule ${i + 1}`}
              </option>
            ))}
          </select>
        </div>
        {formula ? (
          <FormulaEditor
            key={formulaIndex}
            formula={formula}
            prefix={`formulas.${formulaIndex}`}
            errors={errors}
            departementsText={departementTexts[formulaIndex]}
            onDepartementsText={(text) => setDepartementTexts({ ...departementTexts, [formulaIndex]: text })}
            onChange={(next) =>
              setContent({
                ...content,
                formulas: content.formulas.map((f, i) => (i === formulaIndex ? next : f)),
              })
            }
          />
        ) : null}
        <OptionsEditor
          options={content.options ?? []}
          errors={errors}
          onChange={(options) => setContent({ ...content, options })}
        />
        <div aria-live="assertive">
          {alert ? (
            <p className="form-alert" role="alert">
              {alert}
            </p>
          ) : null}
        </div>
        <div className="comparator-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Annuler
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {mode === 'create' ? 'Créer le plan' : 'Enregistrer la nouvelle version'}
          </button>
        </div>
      </form>
      <PricePreview content={content} canPreview={check} />
    </>
  );
}
