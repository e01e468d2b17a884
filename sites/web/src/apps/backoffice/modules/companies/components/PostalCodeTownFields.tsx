import { useEffect, useId } from 'react';
import { UNKNOWN_POSTAL_CODE } from '../../../../../islands/comparator/DetailsStep.tsx';
import { getApiUrl } from '../../../../../lib/auth/api-url.ts';
import { useCommunes } from '../../../../../lib/use-communes.ts';
import { InputField } from './Field.tsx';

type Props = {
  zipCode: string;
  town: string;
  onChange: (next: { zipCode: string; town: string }) => void;
  zipCodeError?: string | undefined;
  townError?: string | undefined;
};

/**
 * Postal code, then the town picked among that code's communes (the site's `useCommunes`,
 * like the contact form). One commune: chosen at once. The lookup failing leaves a text field,
 * so a broker is never stuck; the gateway checks the pair anyway.
 */
export function PostalCodeTownFields({ zipCode, town, onChange, zipCodeError, townError }: Props) {
  const communes = useCommunes(getApiUrl(), zipCode);
  const townId = useId();

  // Keep the town one of the current code's communes.
  useEffect(() => {
    if (communes.status !== 'ready') return;
    const names = communes.communes.map((commune) => commune.nom);
    const next = names.length === 1 ? (names[0] ?? '') : names.includes(town) ? town : '';
    if (next !== town) onChange({ zipCode, town: next });
  }, [communes, town, zipCode, onChange]);

  const zipError = zipCodeError ?? (communes.status === 'unknown' ? UNKNOWN_POSTAL_CODE : undefined);
  return (
    <div className="crm-grid">
      <InputField
        label="Code postal"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={zipCode}
        error={zipError}
        onChange={(event) => onChange({ zipCode: event.target.value.trim(), town })}
      />
      {communes.status === 'failed' ? (
        <InputField
          label="Ville"
          value={town}
          error={townError}
          onChange={(event) => onChange({ zipCode, town: event.target.value })}
        />
      ) : (
        <div className="bo-field">
          <label htmlFor={townId}>Ville</label>
          <select
            id={townId}
            value={town}
            disabled={communes.status !== 'ready'}
            aria-invalid={townError ? true : undefined}
            aria-describedby={townError ? `${townId}-error` : undefined}
            onChange={(event) => onChange({ zipCode, town: event.target.value })}
          >
            <option value="">
              {communes.status === 'loading' ? 'Recherche des communes…' : 'Choisir la ville'}
            </option>
            {communes.status === 'ready'
              ? communes.communes.map((commune) => (
                  <option key={commune.code} value={commune.nom}>
                    {commune.nom}
                  </option>
                ))
              : null}
          </select>
          {townError ? (
            <p className="bo-field__error" id={`${townId}-error`}>
              {townError}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
