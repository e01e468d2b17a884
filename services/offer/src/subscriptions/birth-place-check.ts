import type { FieldError } from '@courtage/contracts/errors';
import { compactNir } from '@courtage/contracts/validators/nir';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';

// The NIR's birth département (digits 6-7; 97x / 98x overseas; 2A / 2B, or 20 before 1976, in
// Corsica; 99 abroad) against the birth place, from the official commune list the service
// already loads for postal codes. A place the list does not know (a commune merged since, a
// town abroad) is not held against the subscriber: only a known commune in another département is.

/** Communes (by name, accents and case ignored) -> the départements they are in. */
export type CommuneDepartements = ReadonlyMap<string, ReadonlySet<string>>;

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'‐-]/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\s+/g, ' ')
    .trim();

/** Builds the name index once from the postal code index ('Paris 11e Arrondissement' also gives 'Paris'). */
export function buildCommuneDepartements(index: PostalCodeIndex): CommuneDepartements {
  const byName = new Map<string, Set<string>>();
  const add = (name: string, departement: string) => {
    const found = byName.get(key(name));
    if (found) found.add(departement);
    else byName.set(key(name), new Set([departement]));
  };
  for (const entry of index.values()) {
    for (const commune of entry.communes) {
      add(commune.nom, entry.departement.code);
      const city = /^(.*) \d+(?:er|e) Arrondissement$/.exec(commune.nom)?.[1];
      if (city) add(city, entry.departement.code);
    }
  }
  return byName;
}

const built = new WeakMap<PostalCodeIndex, CommuneDepartements>();

/** The name index of a postal code index, built on first use and kept. */
export function communeDepartementsOf(index: PostalCodeIndex): CommuneDepartements {
  let communes = built.get(index);
  if (!communes) {
    communes = buildCommuneDepartements(index);
    built.set(index, communes);
  }
  return communes;
}

/** The birth département a NIR states: '69', '2A', '20', '974', '99'. */
export function nirDepartement(nir: string): string {
  const c = compactNir(nir);
  const two = c.slice(5, 7);
  return two === '97' || two === '98' ? c.slice(5, 8) : two;
}

function agrees(stated: string, actual: ReadonlySet<string>): boolean {
  if (actual.has(stated)) return true;
  // Corsica was one département, 20, until 1976: older NIRs say 20 for 2A and 2B.
  if (stated === '20') return actual.has('2A') || actual.has('2B');
  // Seine and Seine-et-Oise (75, 78) were split in 1968: a NIR of before says 75 or 78 for 91 to 95.
  if (stated === '75' || stated === '78') return ['91', '92', '93', '94', '95'].some((d) => actual.has(d));
  return false;
}

/** The French message next to the birth place (the subscriber's, or the partner's). */
export function birthPlaceMessage(
  place: string,
  stated: string,
  actual: ReadonlySet<string>,
  whose: 'subscriber' | 'partner' = 'subscriber',
): string {
  const where = [...actual].sort().join(' ou ');
  const number =
    whose === 'partner'
      ? 'Le numéro de sécurité sociale de votre conjoint(e)'
      : 'Le numéro de sécurité sociale';
  const check =
    whose === 'partner'
      ? 'vérifiez son lieu de naissance ou son numéro'
      : 'vérifiez votre lieu de naissance ou votre numéro';
  return `${number} indique une naissance dans le département ${stated}, mais ${place.trim()} est dans le département ${where} : ${check}.`;
}

type Born = { securiteSociale: string; birthPlace: string };

function placeError(
  person: Born,
  communes: CommuneDepartements,
  field: string,
  whose: 'subscriber' | 'partner',
) {
  const stated = nirDepartement(person.securiteSociale);
  if (stated === '99') return [];
  const actual = communes.get(key(person.birthPlace));
  if (!actual || agrees(stated, actual)) return [];
  return [{ field, message: birthPlaceMessage(person.birthPlace, stated, actual, whose) }];
}

/**
 * Empty when each NIR's département agrees with its birth place (or when the place is abroad or
 * unknown to the list); otherwise the error on `step01.birthPlace`, and for the insured partner
 * on `step01.beneficiaries.partner.birthPlace`.
 */
export function birthPlaceErrors(
  step01: Born & { beneficiaries?: { partner?: Born } },
  communes: CommuneDepartements,
): FieldError[] {
  const partner = step01.beneficiaries?.partner;
  return [
    ...placeError(step01, communes, 'step01.birthPlace', 'subscriber'),
    ...(partner ? placeError(partner, communes, 'step01.beneficiaries.partner.birthPlace', 'partner') : []),
  ];
}
