import { CITY_NOT_IN_POSTAL_CODE } from '@courtage/contracts/crm/contact-query';
import type { FieldError } from '@courtage/contracts/errors';
import { findCommune } from '@courtage/contracts/validators/find-commune';
import { POSTAL_CODE_UNKNOWN_MESSAGE } from '@courtage/contracts/validators/postal-code';
import { findCommunesByPostalCode } from '@courtage/runtime/postal-codes/find-communes-by-postal-code';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';

export type PostalCodeAndCityCheck = { errors: FieldError[]; officialCity: string | null };

/**
 * Checks that a well-formed postal code exists and that the city is one of its communes
 * (`findCommune`: ignoring case, accents, hyphens and apostrophes); gives back the official
 * name so that « saint-denis » is stored as « Saint-Denis ».
 */
export function checkPostalCodeAndCity(
  index: PostalCodeIndex,
  postalCode: string,
  city: string,
): PostalCodeAndCityCheck {
  const entry = findCommunesByPostalCode(index, postalCode);
  if (!entry)
    return { errors: [{ field: 'postalCode', message: POSTAL_CODE_UNKNOWN_MESSAGE }], officialCity: null };
  const commune = findCommune(entry.communes, city);
  if (!commune) return { errors: [{ field: 'city', message: CITY_NOT_IN_POSTAL_CODE }], officialCity: null };
  return { errors: [], officialCity: commune.nom };
}
