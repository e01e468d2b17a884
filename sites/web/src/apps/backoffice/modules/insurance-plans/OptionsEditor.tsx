import type { PostOption } from '@courtage/contracts/offer/plan-admin';
import { WARRANTY_CATEGORY_LABELS } from '@courtage/contracts/offer/vocabulary';
import { NumberInput } from './NumberInput.tsx';

type Props = {
  options: PostOption[];
  errors: Record<string, string>;
  onChange: (options: PostOption[]) => void;
};

/**
 * The plan's options per post (modular plan): each one's name, its base price added to the
 * formula's (before the age, zone and regime factors) and the values of its guarantee lines.
 */
export function OptionsEditor({ options, errors, onChange }: Props) {
  if (options.length === 0) return null;
  const set = (index: number, next: PostOption) => onChange(options.map((o, i) => (i === index ? next : o)));
  return (
    <fieldset className="choice-group">
      <legend>Options par poste</legend>
      {options.map((option, i) => (
        <fieldset key={option.code} className="choice-group">
          <legend>
            {option.name || option.code} ({WARRANTY_CATEGORY_LABELS[option.category]})
          </legend>
          <div className="field">
            <label htmlFor={`option-${option.code}-name`}>Nom de l’option</label>
            <input
              id={`option-${option.code}-name`}
              value={option.name}
              aria-invalid={errors[`options.${i}.name`] ? true : undefined}
              onChange={(e) => set(i, { ...option, name: e.target.value })}
            />
            {errors[`options.${i}.name`] ? (
              <p className="field-error">{errors[`options.${i}.name`]}</p>
            ) : null}
          </div>
          <NumberInput
            label="Prix de base de l’option (€ par mois, avant coefficients)"
            value={option.basePrice}
            error={errors[`options.${i}.basePrice`]}
            onChange={(basePrice) => set(i, { ...option, basePrice })}
          />
          {option.guarantees.map((g, j) => (
            <NumberInput
              key={g.code}
              label={`${g.label} (valeur)`}
              value={g.value}
              error={errors[`options.${i}.guarantees.${j}.value`]}
              onChange={(value) =>
                set(i, {
                  ...option,
                  guarantees: option.guarantees.map((line, k) => (k === j ? { ...line, value } : line)),
                })
              }
            />
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
