import { adminPreviewPriceEndpoint } from '@courtage/contracts/offer/admin-preview-price.rpc';
import type { PlanContent } from '@courtage/contracts/offer/plan-admin';
import {
  SOCIAL_REGIME_LABELS,
  SOCIAL_REGIMES,
  type SocialRegime,
} from '@courtage/contracts/offer/vocabulary';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatEuros } from '../../../../islands/comparator/results-view.ts';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { call } from '../../../../lib/gateway/endpoint-client.ts';
import { TextField } from '../../../shell/TextField.tsx';

const ages = (text: string) =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number);

/** The price of the plan being edited (unsaved) for a sample household. */
export function PricePreview({ content, canPreview }: { content: PlanContent; canPreview: () => boolean }) {
  const [adults, setAdults] = useState('40, 38');
  const [children, setChildren] = useState('10, 7, 3');
  const [departement, setDepartement] = useState('75');
  const [regime, setRegime] = useState<SocialRegime>('general');
  const preview = useMutation({
    mutationFn: () =>
      call(adminPreviewPriceEndpoint, {
        content,
        household: {
          socialRegime: regime,
          adultAges: ages(adults),
          childAges: ages(children),
          departement: departement.trim().toUpperCase(),
          wanted: {
            medicalCare: 'Moyen',
            dental: 'Moyen',
            visual: 'Moyen',
            hearing: 'Minimum',
            hospitalization: 'Moyen',
          },
        },
      }),
  });
  return (
    <section className="app-card" aria-labelledby="preview-title">
      <h2 id="preview-title">Aperçu du prix pour un foyer type</h2>
      <div className="field-row">
        <TextField label="Âges des adultes" value={adults} onChange={(e) => setAdults(e.target.value)} />
        <TextField label="Âges des enfants" value={children} onChange={(e) => setChildren(e.target.value)} />
        <TextField label="Département" value={departement} onChange={(e) => setDepartement(e.target.value)} />
        <div className="field">
          <label htmlFor="preview-regime">Régime</label>
          <select
            id="preview-regime"
            value={regime}
            onChange={(e) => setRegime(e.target.value as SocialRegime)}
          >
            {SOCIAL_REGIMES.map((r) => (
              <option key={r} value={r}>
                {SOCIAL_REGIME_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="button"
        className="button"
        onClick={() => canPreview() && preview.mutate()}
        disabled={preview.isPending}
      >
        Calculer le prix
      </button>
      {preview.isError ? (
        <p className="form-alert" role="alert">
          {errorMessage(preview.error)}
        </p>
      ) : null}
      {preview.data ? (
        <table className="app-table" aria-live="polite">
          <caption>Prix par formule (niveaux souhaités : Moyen, aides auditives Minimum)</caption>
          <thead>
            <tr>
              <th scope="col">Formule</th>
              <th scope="col">Mensuel</th>
              <th scope="col">Annuel</th>
              <th scope="col">Couvre les niveaux</th>
            </tr>
          </thead>
          <tbody>
            {preview.data.formulas.map((f) => (
              <tr key={f.code}>
                <th scope="row">
                  {f.name}
                  {f.code === preview.data.chosenFormulaCode ? ' (proposée)' : ''}
                </th>
                <td>{formatEuros(f.monthlyPrice)}</td>
                <td>{formatEuros(f.yearlyPrice)}</td>
                <td>{f.meetsAllLevels ? 'Oui' : 'Non'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
