import { compactNir as compact } from '../validators/nir.ts';
import type { Gender } from './vocabulary.ts';

// Cross-checks of the subscriber's identity: the NIR repeats the sex, the year and
// month of birth and, for a person born abroad, département 99. Browser-safe, no TypeBox; the
// rules that run them are in subscriber-identity-parts.ts.

/** The French messages of the identity cross-checks, shown next to the field. */
export const IDENTITY_MESSAGES = {
  nirSex:
    'Le numéro de sécurité sociale ne correspond pas au sexe indiqué : il commence par 1 pour un homme, 2 pour une femme.',
  nirBirth:
    'Le numéro de sécurité sociale ne correspond pas à votre date de naissance : les chiffres 2 à 5 sont l’année et le mois de naissance.',
  nirForeignCountry:
    'Un numéro de sécurité sociale en 99 correspond à une naissance à l’étranger : indiquez votre pays de naissance, autre que la France.',
  partnerNirSex:
    'Le numéro de sécurité sociale de votre conjoint(e) ne correspond pas à son sexe indiqué dans la comparaison : il commence par 1 pour un homme, 2 pour une femme.',
  partnerNirBirth:
    'Le numéro de sécurité sociale de votre conjoint(e) ne correspond pas à sa date de naissance : les chiffres 2 à 5 sont l’année et le mois de naissance.',
  partnerNirForeignCountry:
    'Un numéro de sécurité sociale en 99 correspond à une naissance à l’étranger : indiquez le pays de naissance de votre conjoint(e), autre que la France.',
  accountHolder: 'Veuillez indiquer le nom du titulaire du compte.',
  subscriptionUnderWay:
    'Une souscription est déjà en cours à votre nom : un conseiller vous recontacte. Vous la suivez dans votre espace client, « Mon offre ».',
} as const;

const isFrance = (country: string) =>
  country
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/^la\s+/, '') === 'france';

/**
 * The sex digit: 1 (or 3, 7 for a provisional number) for a man, 2 (or 4, 8) for a woman.
 * True when it agrees with the gender declared.
 */
export function nirSexMatches(nir: string, gender: Gender): boolean {
  const digit = compact(nir).charAt(0);
  return gender === 'homme' ? ['1', '3', '7'].includes(digit) : ['2', '4', '8'].includes(digit);
}

/**
 * Year (2 digits) and month of birth. Months 20 to 42 and 50 to 99 are given when the month is
 * unknown (people born abroad, provisional numbers): only the year is compared then.
 */
export function nirBirthMatches(nir: string, birthDate: string): boolean {
  const c = compact(nir);
  const [year, month] = birthDate.split('-');
  if (!year || !month || c.slice(1, 3) !== year.slice(2)) return false;
  const nirMonth = Number(c.slice(3, 5));
  if (nirMonth >= 1 && nirMonth <= 12) return nirMonth === Number(month);
  return (nirMonth >= 20 && nirMonth <= 42) || nirMonth >= 50;
}

/** Département 99 (born abroad) goes only with a birth country that is not France. */
export function nirBirthCountryMatches(nir: string, birthCountry: string): boolean {
  return compact(nir).slice(5, 7) !== '99' || (birthCountry.trim().length >= 2 && !isFrance(birthCountry));
}
