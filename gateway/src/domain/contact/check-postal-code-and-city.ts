import type { FieldError } from '@courtage/contracts/errors';
import { findCommunesByPostalCode } from '@courtage/runtime/postal-codes/find-communes-by-postal-code';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';

export const POSTAL_CODE_UNKNOWN = 'Code postal inconnu.';
export const CITY_NOT_IN_POSTAL_CODE = 'Veuillez choisir votre commune.';

export type PostalCodeAndCityCheck = { errors: FieldError[]; officialCity: string | null };

const sameName = new Intl.Collator('fr', { sensitivity: 'base', ignorePunctuation: true });

/**
 * Checks that a well-formed postal code exists and that the city is one of its
 * communes (ignoring case, accents and punctuation); gives back the official name
 * so that « saint-denis » is stored as « Saint-Denis ».
 */
export function checkPostalCodeAndCity(
  index: PostalCodeIndex,
  postalCode: string,
  city: string,
): PostalCodeAndCityCheck {
  const entry = findCommunesByPostalCode(index, postalCode);
  if (!entry) return { errors: [{ field: 'postalCode', message: POSTAL_CODE_UNKNOWN }], officialCity: null };
  const commune = entry.communes.find((c) => sameName.compare(c.nom, city) === 0);
  if (!commune) return { errors: [{ field: 'city', message: CITY_NOT_IN_POSTAL_CODE }], officialCity: null };
  return { errors: [], officialCity: commune.nom };
}
