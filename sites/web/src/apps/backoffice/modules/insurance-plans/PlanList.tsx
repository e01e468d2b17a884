import type { PlanView } from '@courtage/contracts/offer/plan-admin';
import { formatEuros } from '../../../../islands/comparator/results-view.ts';
import { eligibilitySummary } from './eligibility-summary.ts';

type Props = {
  plans: PlanView[];
  busyId: string | null;
  onEdit: (plan: PlanView) => void;
  onToggleStatus: (plan: PlanView) => void;
  /** A Sub-admin reads the plans: no edit or retire buttons (the API refuses them). */
  readOnly?: boolean;
};

/** Every plan at its current version: insurer, whom it is for, formulas, base prices, status, actions. */
export function PlanList({ plans, busyId, onEdit, onToggleStatus, readOnly = false }: Props) {
  if (plans.length === 0) return <p className="app-empty">Les données n’existent pas!</p>;
  return (
    <div className="app-table-wrap">
      <table className="app-table">
        <caption>Plans d’assurance santé</caption>
        <thead>
          <tr>
            <th scope="col">Assureur</th>
            <th scope="col">Plan</th>
            <th scope="col">Formules (prix de base)</th>
            <th scope="col">Version</th>
            <th scope="col">Statut</th>
            <th scope="col">Pour qui</th>
            {readOnly ? null : <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <td>{plan.insurer.name}</td>
              <th scope="row">
                {plan.name} <span className="form-note">({plan.code})</span>
              </th>
              <td>{plan.formulas.map((f) => `${f.name} ${formatEuros(f.tariff.basePrice)}`).join(', ')}</td>
              <td>{plan.version}</td>
              <td>{plan.status === 'active' ? 'Actif' : 'Retiré'}</td>
              {/* After the status: the journeys read the version as the third cell. */}
              <td>{eligibilitySummary(plan.eligibility)}</td>
              {readOnly ? null : (
                <td className="app-table__actions">
                  <button type="button" className="app-link-button" onClick={() => onEdit(plan)}>
                    Modifier {plan.name}
                  </button>
                  <button
                    type="button"
                    className={
                      plan.status === 'active' ? 'app-link-button app-link-button--danger' : 'app-link-button'
                    }
                    disabled={busyId === plan.id}
                    onClick={() => onToggleStatus(plan)}
                  >
                    {plan.status === 'active' ? `Retirer ${plan.name}` : `Réactiver ${plan.name}`}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
