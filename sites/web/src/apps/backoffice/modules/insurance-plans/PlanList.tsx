import { eligibilitySummary } from '@courtage/contracts/offer/eligibility-summary';
import type { PlanView } from '@courtage/contracts/offer/plan-admin';
import { useState } from 'react';
import { formatEuros } from '../../../../islands/comparator/results-view.ts';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { uploadGeneralConditions } from '../../../../lib/gateway/insurance-plans.ts';

type Props = {
  plans: PlanView[];
  busyId: string | null;
  onEdit: (plan: PlanView) => void;
  onToggleStatus: (plan: PlanView) => void;
  /** A Sub-admin reads the plans: no edit or retire buttons (the API refuses them). */
  readOnly?: boolean;
  /** What an upload of general conditions said (success or the French refusal). */
  onNotice?: (message: string, failed: boolean) => void;
};

/** 'Déposer les conditions générales de …': a PDF the plan's subscriptions are given from then on. */
function GeneralConditionsUpload({ plan, onNotice }: { plan: PlanView; onNotice: Props['onNotice'] }) {
  const [sending, setSending] = useState(false);
  const upload = (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    uploadGeneralConditions(plan.id, file)
      .then((saved) =>
        onNotice?.(`Conditions générales de « ${plan.name} » déposées (${saved.fileName}).`, false),
      )
      .catch((error: unknown) => onNotice?.(errorMessage(error), true))
      .finally(() => setSending(false));
  };
  return (
    <label className="app-link-button" aria-busy={sending}>
      <span className="visually-hidden">Déposer les </span>Conditions générales
      <span className="visually-hidden"> de {plan.name}</span> (PDF)
      <input
        type="file"
        accept="application/pdf"
        className="visually-hidden"
        disabled={sending}
        onChange={(event) => {
          upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </label>
  );
}

/** Every plan at its current version: insurer, whom it is for, formulas, base prices, status, actions. */
export function PlanList({ plans, busyId, onEdit, onToggleStatus, readOnly = false, onNotice }: Props) {
  if (plans.length === 0) return <p className="app-empty">Les données n’existent pas!</p>;
  return (
    // Six columns at most, whom each plan is for under its name: with a seventh column the rows
    // grew to a word per line and the table ran past a 1280 px screen (screens suite).
    <div className="app-table-wrap bo-plan-table">
      <table className="app-table">
        <caption>Plans d’assurance santé</caption>
        <thead>
          <tr>
            <th scope="col">Assureur</th>
            <th scope="col">Plan et public</th>
            <th scope="col">Formules (prix de base)</th>
            <th scope="col">Version</th>
            <th scope="col">Statut</th>
            {readOnly ? null : <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} data-plan-code={plan.code}>
              <td>{plan.insurer.name}</td>
              <th scope="row" className="bo-plan-table__plan">
                {plan.name} <span className="form-note">({plan.code})</span>
                <span className="bo-plan-table__for">Pour qui : {eligibilitySummary(plan.eligibility)}</span>
              </th>
              <td>
                <ul className="bo-plan-table__formulas">
                  {plan.formulas.map((f) => (
                    <li key={f.name}>
                      {f.name} {formatEuros(f.tariff.basePrice)}
                    </li>
                  ))}
                </ul>
              </td>
              {/* The journeys read the version as the third cell. */}
              <td>{plan.version}</td>
              <td>{plan.status === 'active' ? 'Actif' : 'Retiré'}</td>
              {readOnly ? null : (
                <td className="app-table__actions bo-plan-table__actions">
                  <button type="button" className="app-link-button" onClick={() => onEdit(plan)}>
                    Modifier<span className="visually-hidden"> {plan.name}</span>
                  </button>
                  <button
                    type="button"
                    className={
                      plan.status === 'active' ? 'app-link-button app-link-button--danger' : 'app-link-button'
                    }
                    disabled={busyId === plan.id}
                    onClick={() => onToggleStatus(plan)}
                  >
                    {plan.status === 'active' ? 'Retirer' : 'Réactiver'}
                    <span className="visually-hidden"> {plan.name}</span>
                  </button>
                  <GeneralConditionsUpload plan={plan} onNotice={onNotice} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
