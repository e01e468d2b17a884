import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  GENDER_LABELS,
  GENDERS,
  HOUSEHOLD_STATUSES,
  type HouseholdStatus,
  MAX_CHILDREN,
  SOCIAL_REGIME_LABELS,
  SOCIAL_REGIMES,
  statusHasChildren,
} from '@courtage/contracts/offer/vocabulary';
import { useAtom } from 'jotai/react';
import { fieldA11y } from '../../lib/field-a11y.ts';
import { membersState } from '../../states/userData/membersState.ts';
import { Field } from './Field.tsx';

type Errors = Record<string, string>;
type StepProps = { errors: Errors };

const id = (field: string) => `comparator-${field.replace(/\./g, '-')}`;

function GenderRadios({
  name,
  legend,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  value: string | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const groupId = id(name);
  return (
    <fieldset className="field choice-group" {...fieldA11y(groupId, error)}>
      <legend>{legend}</legend>
      {GENDERS.map((gender) => (
        <label key={gender} className="choice">
          <input
            type="radio"
            name={name}
            value={gender}
            checked={value === gender}
            onChange={() => onChange(gender)}
          />
          {GENDER_LABELS[gender]}
        </label>
      ))}
      {error && (
        <p className="field-error" id={`${groupId}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Step 1: who is insured (status, people, activity, social regime, partner, children). */
export function HouseholdStep({ errors }: StepProps) {
  const [members, dispatch] = useAtom(membersState);
  const setField = (
    field: 'gender' | 'birthDate' | 'activity' | 'socialRegime' | 'partnerGender' | 'partnerBirthDate',
    value: string,
  ) => dispatch({ type: 'field', field, value });
  const withChildren = members.status !== '' && statusHasChildren(members.status);
  const statusError = errors['members.status'];

  return (
    <div className="comparator-step">
      <fieldset className="field choice-group" {...fieldA11y(id('members.status'), statusError)}>
        <legend>Qui souhaitez-vous assurer ? *</legend>
        {HOUSEHOLD_STATUSES.map((status) => (
          <label key={status} className="choice">
            <input
              type="radio"
              name="members.status"
              value={status}
              checked={members.status === status}
              onChange={() => dispatch({ type: 'status', status: status as HouseholdStatus })}
            />
            {status}
          </label>
        ))}
        {statusError && (
          <p className="field-error" id={`${id('members.status')}-error`}>
            {statusError}
          </p>
        )}
      </fieldset>

      <GenderRadios
        name="members.gender"
        legend="Vous êtes *"
        value={members.gender}
        error={errors['members.gender']}
        onChange={(value) => setField('gender', value)}
      />
      <Field
        id={id('members.birthDate')}
        label="Votre date de naissance *"
        error={errors['members.birthDate']}
      >
        <input
          {...fieldA11y(id('members.birthDate'), errors['members.birthDate'])}
          type="date"
          value={members.birthDate}
          onChange={(event) => setField('birthDate', event.target.value)}
        />
      </Field>
      <Field
        id={id('members.activity')}
        label="Votre activité professionnelle *"
        error={errors['members.activity']}
      >
        <select
          {...fieldA11y(id('members.activity'), errors['members.activity'])}
          value={members.activity}
          onChange={(event) => setField('activity', event.target.value)}
        >
          <option value="">Choisissez votre activité</option>
          {ACTIVITIES.map((activity) => (
            <option key={activity} value={activity}>
              {ACTIVITY_LABELS[activity]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={id('members.socialRegime')}
        label="Votre régime social *"
        error={errors['members.socialRegime']}
      >
        <select
          {...fieldA11y(id('members.socialRegime'), errors['members.socialRegime'])}
          value={members.socialRegime}
          onChange={(event) => setField('socialRegime', event.target.value)}
        >
          <option value="">Choisissez votre régime</option>
          {SOCIAL_REGIMES.map((regime) => (
            <option key={regime} value={regime}>
              {SOCIAL_REGIME_LABELS[regime]}
            </option>
          ))}
        </select>
      </Field>

      {members.hasPartner && (
        <div className="comparator-group">
          <h3>Votre conjoint(e)</h3>
          <GenderRadios
            name="members.partnerGender"
            legend="Votre conjoint(e) est *"
            value={members.partnerGender}
            error={errors['members.partnerGender']}
            onChange={(value) => setField('partnerGender', value)}
          />
          <Field
            id={id('members.partnerBirthDate')}
            label="Date de naissance de votre conjoint(e) *"
            error={errors['members.partnerBirthDate']}
          >
            <input
              {...fieldA11y(id('members.partnerBirthDate'), errors['members.partnerBirthDate'])}
              type="date"
              value={members.partnerBirthDate ?? ''}
              onChange={(event) => setField('partnerBirthDate', event.target.value)}
            />
          </Field>
        </div>
      )}

      {withChildren && (
        <div className="comparator-group">
          <h3>Vos enfants</h3>
          <Field id={id('members.childs')} label="Nombre d’enfants *" error={errors['members.childs']}>
            <select
              {...fieldA11y(id('members.childs'), errors['members.childs'])}
              value={members.childs}
              onChange={(event) => dispatch({ type: 'childs', count: Number(event.target.value) })}
            >
              {Array.from({ length: MAX_CHILDREN }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </Field>
          {Object.entries(members.children).map(([child, { birthDate }], index) => {
            const field = `members.children.${child}.birthDate`;
            return (
              <Field
                key={child}
                id={id(field)}
                label={`Date de naissance de l’enfant ${index + 1} *`}
                error={errors[field]}
              >
                <input
                  {...fieldA11y(id(field), errors[field])}
                  type="date"
                  value={birthDate}
                  onChange={(event) =>
                    dispatch({ type: 'childBirthDate', child, birthDate: event.target.value })
                  }
                />
              </Field>
            );
          })}
        </div>
      )}
    </div>
  );
}
