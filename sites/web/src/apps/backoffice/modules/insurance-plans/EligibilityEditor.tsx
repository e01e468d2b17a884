import type { Eligibility } from '@courtage/contracts/offer/eligibility';
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  HOUSEHOLD_STATUSES,
  SOCIAL_REGIME_LABELS,
  SOCIAL_REGIMES,
} from '@courtage/contracts/offer/vocabulary';
import { useId } from 'react';
import { NumberInput } from './NumberInput.tsx';

type Props = {
  eligibility: Eligibility;
  /** Errors by field path (`eligibility.maxAge`). */
  errors: Record<string, string>;
  onChange: (next: Eligibility) => void;
};

type ListKey = 'activities' | 'socialRegimes' | 'householdStatuses';

/** One fieldset of checkboxes over a vocabulary; its error is announced with the group. */
function CheckList<T extends string>(props: {
  legend: string;
  values: readonly T[];
  labels: (value: T) => string;
  checked: readonly T[];
  error: string | undefined;
  onChange: (next: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="choice-group" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <div key={value} className="field field-checkbox">
          <input
            id={`${id}-${value}`}
            type="checkbox"
            checked={props.checked.includes(value)}
            onChange={(event) =>
              props.onChange(
                // Keep the vocabulary's order whatever the order of the clicks.
                props.values.filter((v) => (v === value ? event.target.checked : props.checked.includes(v))),
              )
            }
          />
          <label htmlFor={`${id}-${value}`}>{props.labels(value)}</label>
        </div>
      ))}
      {props.error ? (
        <p className="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Whom the plan is for: plans that do not fit a household are not offered to it. */
export function EligibilityEditor({ eligibility, errors, onChange }: Props) {
  const setList = (key: ListKey) => (next: string[]) => onChange({ ...eligibility, [key]: next });
  return (
    <fieldset className="choice-group">
      <legend>À qui s’adresse ce plan</legend>
      <div className="field-row">
        <NumberInput
          label="Âge minimum de l’assuré principal"
          step="1"
          value={eligibility.minAge}
          error={errors['eligibility.minAge']}
          onChange={(minAge) => onChange({ ...eligibility, minAge })}
        />
        <NumberInput
          label="Âge maximum de l’assuré principal"
          step="1"
          value={eligibility.maxAge}
          error={errors['eligibility.maxAge']}
          onChange={(maxAge) => onChange({ ...eligibility, maxAge })}
        />
      </div>
      <CheckList
        legend="Activités professionnelles acceptées"
        values={ACTIVITIES}
        labels={(a) => ACTIVITY_LABELS[a]}
        checked={eligibility.activities}
        error={errors['eligibility.activities']}
        onChange={setList('activities')}
      />
      <CheckList
        legend="Régimes sociaux acceptés"
        values={SOCIAL_REGIMES}
        labels={(r) => SOCIAL_REGIME_LABELS[r]}
        checked={eligibility.socialRegimes}
        error={errors['eligibility.socialRegimes']}
        onChange={setList('socialRegimes')}
      />
      <CheckList
        legend="Compositions du foyer acceptées"
        values={HOUSEHOLD_STATUSES}
        labels={(s) => s}
        checked={eligibility.householdStatuses}
        error={errors['eligibility.householdStatuses']}
        onChange={setList('householdStatuses')}
      />
    </fieldset>
  );
}
