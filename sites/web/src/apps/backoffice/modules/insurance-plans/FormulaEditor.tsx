import type { FormulaInput } from '@courtage/contracts/offer/plan-admin';
import {
  SOCIAL_REGIME_LABELS,
  SOCIAL_REGIMES,
  WARRANTY_CATEGORIES,
  WARRANTY_CATEGORY_LABELS,
} from '@courtage/contracts/offer/vocabulary';
import { TextField } from '../../../shell/TextField.tsx';
import { NumberInput } from './NumberInput.tsx';
import { formatDepartements, PLAN_MESSAGES, parseDepartements } from './plan-draft.ts';

type Props = {
  formula: FormulaInput;
  prefix: string;
  errors: Record<string, string>;
  onChange: (formula: FormulaInput) => void;
  /** The départements' lines as typed (kept by the plan editor across formulas), if edited. */
  departementsText?: string;
  onDepartementsText: (text: string) => void;
};
type Tariff = FormulaInput['tariff'];
type Guarantee = FormulaInput['guarantees'][number];

const KINDS: Array<[Guarantee['kind'], string]> = [
  ['percent_br', '% BR'],
  ['euros', '€'],
  ['euros_per_night', '€ / nuit'],
  ['euros_per_year', '€ / an'],
  ['included', 'Inclus'],
];
const CHILD_RULES: Array<[Tariff['childRule'], string]> = [
  ['all-pay', 'Chaque enfant paie'],
  ['third-free', 'Le 3e enfant est gratuit'],
  ['first-two-pay', 'Seuls les deux premiers enfants paient'],
];

/** One formula: tariff (age bands, zones, regimes, partner and children), guarantees, waiting periods. */
export function FormulaEditor({
  formula,
  prefix,
  errors,
  onChange,
  departementsText,
  onDepartementsText,
}: Props) {
  const t = formula.tariff;
  const err = (path: string) => errors[`${prefix}.${path}`];
  const setTariff = (patch: Partial<Tariff>) => onChange({ ...formula, tariff: { ...t, ...patch } });
  const departements = departementsText ?? formatDepartements(t.departementZones);
  // A line that does not read blocks saving (the plan editor's check says so too).
  const departementsError =
    parseDepartements(departements) === undefined ? PLAN_MESSAGES.departements : undefined;
  const setGuarantee = (index: number, patch: Partial<Guarantee>) =>
    onChange({
      ...formula,
      guarantees: formula.guarantees.map((g, i) => (i === index ? { ...g, ...patch } : g)),
    });

  return (
    <div className="plan-formula">
      <div className="field-row">
        <TextField
          label="Code de la formule"
          value={formula.code}
          error={err('code')}
          onChange={(e) => onChange({ ...formula, code: e.target.value })}
        />
        <TextField
          label="Nom de la formule"
          value={formula.name}
          error={err('name')}
          onChange={(e) => onChange({ ...formula, name: e.target.value })}
        />
      </div>
      <fieldset className="choice-group">
        <legend>Tarif</legend>
        <NumberInput
          label="Prix de base (€ / mois, adulte de 40 ans)"
          value={t.basePrice}
          error={err('tariff.basePrice')}
          onChange={(basePrice) => setTariff({ basePrice })}
        />
        <NumberInput
          label="Coefficient conjoint"
          value={t.partnerFactor}
          error={err('tariff.partnerFactor')}
          onChange={(partnerFactor) => setTariff({ partnerFactor })}
        />
        <NumberInput
          label="Coefficient enfant"
          value={t.childFactor}
          error={err('tariff.childFactor')}
          onChange={(childFactor) => setTariff({ childFactor })}
        />
        <div className="field">
          <label htmlFor={`${prefix}-child-rule`}>Règle enfants</label>
          <select
            id={`${prefix}-child-rule`}
            value={t.childRule}
            onChange={(e) => setTariff({ childRule: e.target.value as Tariff['childRule'] })}
          >
            {CHILD_RULES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset
        className="choice-group"
        aria-describedby={err('tariff.ageBands') ? `${prefix}-bands-error` : undefined}
      >
        <legend>Tranches d’âge</legend>
        <table className="app-table">
          <thead>
            <tr>
              <th scope="col">De (ans)</th>
              <th scope="col">À (ans)</th>
              <th scope="col">Coefficient</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {t.ageBands.map((band, i) => {
              const set = (patch: Partial<typeof band>) =>
                setTariff({ ageBands: t.ageBands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
                <tr key={i}>
                  <td>
                    <input
                      aria-label={`Tranche ${i + 1} : âge de début`}
                      type="number"
                      value={band.minAge}
                      onChange={(e) => set({ minAge: Number(e.target.value) })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Tranche ${i + 1} : âge de fin`}
                      type="number"
                      value={band.maxAge}
                      onChange={(e) => set({ maxAge: Number(e.target.value) })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Tranche ${i + 1} : coefficient`}
                      type="number"
                      step="any"
                      value={band.factor}
                      onChange={(e) => set({ factor: Number(e.target.value) })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="app-link-button app-link-button--danger"
                      onClick={() => setTariff({ ageBands: t.ageBands.filter((_, j) => j !== i) })}
                    >
                      Supprimer
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            const last = t.ageBands.at(-1);
            const minAge = last ? last.maxAge + 1 : 0;
            setTariff({ ageBands: [...t.ageBands, { minAge, maxAge: 110, factor: 1 }] });
          }}
        >
          Ajouter une tranche
        </button>
        {err('tariff.ageBands') ? (
          <p className="field-error" id={`${prefix}-bands-error`}>
            {err('tariff.ageBands')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="choice-group">
        <legend>Zones géographiques</legend>
        {Object.entries(t.zoneFactors).map(([zone, factor]) => (
          <NumberInput
            key={zone}
            label={`Coefficient de la zone ${zone}`}
            value={factor}
            error={err(`tariff.zoneFactors.${zone}`)}
            onChange={(value) => setTariff({ zoneFactors: { ...t.zoneFactors, [zone]: value } })}
          />
        ))}
        <TextField
          label="Zone par défaut"
          value={t.defaultZone}
          onChange={(e) => setTariff({ defaultZone: e.target.value })}
        />
        <div className="field">
          <label htmlFor={`${prefix}-departements`}>
            Zone de chaque département (une ligne « 75=Z5 » par département)
          </label>
          <textarea
            id={`${prefix}-departements`}
            rows={6}
            value={departements}
            aria-invalid={departementsError || err('tariff.zoneFactors') ? true : undefined}
            aria-describedby={
              departementsError || err('tariff.zoneFactors') ? `${prefix}-departements-error` : undefined
            }
            onChange={(e) => {
              onDepartementsText(e.target.value);
              const parsed = parseDepartements(e.target.value);
              if (parsed) setTariff({ departementZones: parsed });
            }}
          />
          {departementsError || err('tariff.zoneFactors') ? (
            <p className="field-error" id={`${prefix}-departements-error`}>
              {departementsError ?? err('tariff.zoneFactors')}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="choice-group">
        <legend>Régimes sociaux</legend>
        {SOCIAL_REGIMES.map((regime) => (
          <NumberInput
            key={regime}
            label={`Coefficient ${SOCIAL_REGIME_LABELS[regime]}`}
            value={t.regimeFactors[regime]}
            error={err(`tariff.regimeFactors.${regime}`)}
            onChange={(value) => setTariff({ regimeFactors: { ...t.regimeFactors, [regime]: value } })}
          />
        ))}
      </fieldset>

      <fieldset className="choice-group">
        <legend>Garanties</legend>
        <div className="app-table-wrap">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">Poste</th>
                <th scope="col">Libellé</th>
                <th scope="col">Type</th>
                <th scope="col">Valeur</th>
                <th scope="col">Plafond annuel (€)</th>
                <th scope="col">100 % Santé</th>
              </tr>
            </thead>
            <tbody>
              {formula.guarantees.map((g, i) => (
                <tr key={g.code}>
                  <td>{WARRANTY_CATEGORY_LABELS[g.category]}</td>
                  <td>
                    <input
                      aria-label={`Libellé de la garantie ${g.code}`}
                      value={g.label}
                      onChange={(e) => setGuarantee(i, { label: e.target.value })}
                    />
                    {err(`guarantees.${i}.code`) ? (
                      <p className="field-error">{err(`guarantees.${i}.code`)}</p>
                    ) : null}
                  </td>
                  <td>
                    <select
                      aria-label={`Type de la garantie ${g.code}`}
                      value={g.kind}
                      onChange={(e) => setGuarantee(i, { kind: e.target.value as Guarantee['kind'] })}
                    >
                      {KINDS.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label={`Valeur de la garantie ${g.code}`}
                      type="number"
                      step="any"
                      value={Number.isNaN(g.value) ? '' : g.value}
                      aria-invalid={err(`guarantees.${i}.value`) ? true : undefined}
                      onChange={(e) =>
                        setGuarantee(i, {
                          value: e.target.value === '' ? Number.NaN : Number(e.target.value),
                        })
                      }
                    />
                    {err(`guarantees.${i}.value`) ? (
                      <p className="field-error">{err(`guarantees.${i}.value`)}</p>
                    ) : null}
                  </td>
                  <td>
                    <input
                      aria-label={`Plafond annuel de la garantie ${g.code} (vide : aucun)`}
                      type="number"
                      step="any"
                      min="0"
                      value={
                        g.yearlyCeiling === undefined ||
                        g.yearlyCeiling === null ||
                        Number.isNaN(g.yearlyCeiling)
                          ? ''
                          : g.yearlyCeiling
                      }
                      aria-invalid={err(`guarantees.${i}.yearlyCeiling`) ? true : undefined}
                      onChange={(e) =>
                        setGuarantee(i, {
                          yearlyCeiling: e.target.value === '' ? null : Number(e.target.value),
                        })
                      }
                    />
                    {err(`guarantees.${i}.yearlyCeiling`) ? (
                      <p className="field-error">{err(`guarantees.${i}.yearlyCeiling`)}</p>
                    ) : null}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Garantie ${g.code} : 100 % Santé`}
                      checked={g.hundredPercentSante}
                      onChange={(e) => setGuarantee(i, { hundredPercentSante: e.target.checked })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>

      <fieldset className="choice-group">
        <legend>Délais de carence (mois)</legend>
        {WARRANTY_CATEGORIES.map((category) => (
          <NumberInput
            key={category}
            label={WARRANTY_CATEGORY_LABELS[category]}
            step="1"
            value={formula.waitingPeriods[category]}
            error={err(`waitingPeriods.${category}`)}
            onChange={(value) =>
              onChange({ ...formula, waitingPeriods: { ...formula.waitingPeriods, [category]: value } })
            }
          />
        ))}
      </fieldset>
      <div className="field field-checkbox">
        <input
          id={`${prefix}-responsable`}
          type="checkbox"
          checked={formula.contratResponsable}
          onChange={(e) => onChange({ ...formula, contratResponsable: e.target.checked })}
        />
        <label htmlFor={`${prefix}-responsable`}>Contrat responsable</label>
      </div>
      <div className="field field-checkbox">
        <input
          id={`${prefix}-100`}
          type="checkbox"
          checked={formula.hundredPercentSante}
          onChange={(e) => onChange({ ...formula, hundredPercentSante: e.target.checked })}
        />
        <label htmlFor={`${prefix}-100`}>Donne accès au 100 % Santé</label>
      </div>
    </div>
  );
}
