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
import { type MembersField, membersState } from '../../states/userData/membersState.ts';
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

const ACTIVITY_CHOICES = ACTIVITIES.map((value) => [value, ACTIVITY_LABELS[value]] as const);
const REGIME_CHOICES = SOCIAL_REGIMES.map((value) => [value, SOCIAL_REGIME_LABELS[value]] as const);

/** A labelled select of one of the household's fields, its first option the empty choice. */
function ChoiceSelect({
  field,
  label,
  hint,
  empty,
  choices,
  value,
  errors,
  onChange,
}: {
  field: MembersField;
  label: string;
  hint?: string;
  empty: string;
  choices: ReadonlyArray<readonly [string, string]>;
  value: string;
  errors: StepProps['errors'];
  onChange: (field: MembersField, value: string) => void;
}) {
  const fieldId = id(`members.${field}`);
  const error = errors[`members.${field}`];
  return (
    <Field id={fieldId} label={label} hint={hint} error={error}>
      <select
        {...fieldA11y(fieldId, error, hint ? `${fieldId}-hint` : undefined)}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
      >
        <option value="">{empty}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Step 1: who is insured (status, people, activity, social regime, partner, children). */
export function HouseholdStep({ errors }: StepProps) {
  const [members, dispatch] = useAtom(membersState);
  const setField = (field: MembersField, value: string) => dispatch({ type: 'field', field, value });
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
      <ChoiceSelect
        field="activity"
        label="Votre activité professionnelle *"
        empty="Choisissez votre activité"
        choices={ACTIVITY_CHOICES}
        value={members.activity}
        errors={errors}
        onChange={setField}
      />
      <ChoiceSelect
        field="socialRegime"
        label="Votre régime social *"
        empty="Choisissez votre régime"
        choices={REGIME_CHOICES}
        value={members.socialRegime}
        errors={errors}
        onChange={setField}
      />

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
          <ChoiceSelect
            field="partnerActivity"
            label="Activité professionnelle de votre conjoint(e)"
            hint="Son activité et son régime social comptent dans son tarif et dans les offres qui vous acceptent tous les deux."
            empty="Identique à la vôtre"
            choices={ACTIVITY_CHOICES}
            value={members.partnerActivity ?? ''}
            errors={errors}
            onChange={setField}
          />
          <ChoiceSelect
            field="partnerSocialRegime"
            label="Régime social de votre conjoint(e)"
            empty="Identique au vôtre"
            choices={REGIME_CHOICES}
            value={members.partnerSocialRegime ?? ''}
            errors={errors}
            onChange={setField}
          />
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
