import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import { POSTAL_CODE_UNKNOWN_MESSAGE } from '@courtage/contracts/validators/postal-code';
import { useAtom } from 'jotai/react';
import { useEffect } from 'react';
import { fieldA11y } from '../../lib/field-a11y.ts';
import { LOADING_COMMUNES_LABEL } from '../../lib/form-alerts.ts';
import { COMMUNES_LOOKUP_FAILED, useCommunes } from '../../lib/use-communes.ts';
import { type Credentials, credentialsState } from '../../states/userData/credentialsState.ts';
import { Field } from './Field.tsx';

type DetailsStepProps = {
  errors: Record<string, string>;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  /** Reports whether the postal code is known, so the step can refuse an unknown one. */
  onPostalCodeStatus: (status: string) => void;
};

export const UNKNOWN_POSTAL_CODE = POSTAL_CODE_UNKNOWN_MESSAGE;
const id = (field: string) => `comparator-${field.replace(/\./g, '-')}`;

type TextField = { field: keyof Credentials; label: string; type: string; autoComplete: string };
const TEXT_FIELDS: TextField[] = [
  { field: 'firstName', label: 'Prénom *', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Nom *', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail *', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: 'Téléphone *', type: 'tel', autoComplete: 'tel' },
];

/** Step 3: who we send the offers to, where they live, and when the cover starts. */
export function DetailsStep({ errors, consent, onConsentChange, onPostalCodeStatus }: DetailsStepProps) {
  const [credentials, dispatch] = useAtom(credentialsState);
  const communes = useCommunes(credentials.postalCode);

  useEffect(() => onPostalCodeStatus(communes.status), [communes.status, onPostalCodeStatus]);

  // The city always belongs to the current postal code; one commune is chosen for the visitor.
  useEffect(() => {
    if (communes.status === 'loading') return;
    const names = communes.status === 'ready' ? communes.communes.map((commune) => commune.nom) : [];
    const city =
      names.length === 1 ? (names[0] ?? '') : names.includes(credentials.city) ? credentials.city : '';
    if (city !== credentials.city) dispatch({ type: 'address', address: [credentials.postalCode, city] });
  }, [communes, credentials.city, credentials.postalCode, dispatch]);

  const postalCodeError =
    errors['credentials.postalCode'] ??
    (communes.status === 'unknown'
      ? UNKNOWN_POSTAL_CODE
      : communes.status === 'failed'
        ? COMMUNES_LOOKUP_FAILED
        : undefined);
  const options = communes.status === 'ready' ? communes.communes : [];

  return (
    <div className="comparator-step">
      <div className="field-row field-row--halves">
        {TEXT_FIELDS.map(({ field, label, type, autoComplete }) => {
          const key = `credentials.${field}`;
          return (
            <Field key={field} id={id(key)} label={label} error={errors[key]}>
              <input
                {...fieldA11y(id(key), errors[key])}
                type={type}
                autoComplete={autoComplete}
                value={credentials[field]}
                onChange={(event) => dispatch({ type: 'field', field, value: event.target.value })}
              />
            </Field>
          );
        })}
      </div>
      <div className="field-row">
        <Field id={id('credentials.postalCode')} label="Code postal *" error={postalCodeError}>
          <input
            {...fieldA11y(id('credentials.postalCode'), postalCodeError)}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={credentials.postalCode}
            onChange={(event) => dispatch({ type: 'address', address: [event.target.value.trim(), ''] })}
          />
        </Field>
        <Field id={id('credentials.city')} label="Commune *" error={errors['credentials.city']}>
          <select
            {...fieldA11y(id('credentials.city'), errors['credentials.city'])}
            value={credentials.city}
            disabled={options.length === 0}
            onChange={(event) =>
              dispatch({ type: 'address', address: [credentials.postalCode, event.target.value] })
            }
          >
            <option value="">
              {communes.status === 'loading' ? LOADING_COMMUNES_LABEL : 'Choisissez votre commune'}
            </option>
            {options.map((commune) => (
              <option key={commune.code} value={commune.nom}>
                {commune.nom}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id={id('credentials.insureDate')}
        label="Date d’effet souhaitée *"
        hint="Par défaut, le 1er du mois prochain."
        error={errors['credentials.insureDate']}
      >
        <input
          {...fieldA11y(
            id('credentials.insureDate'),
            errors['credentials.insureDate'],
            `${id('credentials.insureDate')}-hint`,
          )}
          type="date"
          value={credentials.insureDate}
          onChange={(event) => dispatch({ type: 'field', field: 'insureDate', value: event.target.value })}
        />
      </Field>
      <div className="field field-checkbox">
        <input
          id="comparator-consent"
          type="checkbox"
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
        />
        <label htmlFor="comparator-consent">{CONSENT_TEXTS['comparator.contact-recall'].text}</label>
      </div>
    </div>
  );
}
