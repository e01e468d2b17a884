import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  birthPlaceErrors,
  birthPlaceMessage,
  buildCommuneDepartements,
  type CommuneDepartements,
  nirDepartement,
} from './birth-place-check.ts';

// Against the official commune list the service loads (@etalab/decoupage-administratif).
let communes: CommuneDepartements;
beforeAll(async () => {
  communes = buildCommuneDepartements(await loadPostalCodeIndex());
});

const check = (securiteSociale: string, birthPlace: string) =>
  birthPlaceErrors({ securiteSociale, birthPlace }, communes);

describe('nirDepartement', () => {
  it('reads 2 digits, 3 overseas, and Corsica’s letters', () => {
    expect(nirDepartement('1 85 05 69 123 456 41')).toBe('69');
    expect(nirDepartement('1-85-05-2a-004-123-56')).toBe('2A');
    expect(nirDepartement('1 85 05 97 411 123 96')).toBe('974');
    expect(nirDepartement('2 85 05 99 100 123 10')).toBe('99');
  });
});

describe('birthPlaceErrors', () => {
  it('accepts a birth place in the NIR’s département, whatever the accents, case and dashes', () => {
    expect(check('1 85 05 69 123 456 41', 'Lyon')).toEqual([]);
    expect(check('1 85 05 69 123 456 41', 'VILLEURBANNE')).toEqual([]);
    expect(check('1 85 05 13 055 123 46', 'Marseille')).toEqual([]);
    expect(check('1 85 05 2A 004 123 56', 'Ajaccio')).toEqual([]);
    expect(check('1 85 05 97 411 123 96', 'Saint-Denis')).toEqual([]);
    expect(check('1 85 05 97 411 123 96', 'saint denis')).toEqual([]);
  });

  it('refuses Lyon with département 13, and Ajaccio (2A) with 2B, saying both départements', () => {
    expect(check('1 85 05 13 055 123 46', 'Lyon')).toEqual([
      { field: 'step01.birthPlace', message: birthPlaceMessage('Lyon', '13', new Set(['69'])) },
    ]);
    expect(check('1 85 05 13 055 123 46', 'Lyon')[0]?.message).toBe(
      'Le numéro de sécurité sociale indique une naissance dans le département 13, mais Lyon est dans le département 69 : vérifiez votre lieu de naissance ou votre numéro.',
    );
    expect(check('1 85 05 2B 004 123 56', 'Ajaccio')).toHaveLength(1);
    expect(check('1 85 05 69 123 456 41', 'Saint-Pierre')[0]?.message).toMatch(/974/);
  });

  it('accepts the old codes: 20 for Corsica, 75 for the Seine split in 1968', () => {
    expect(check('1 85 05 20 004 123 29', 'Ajaccio')).toEqual([]);
    expect(check('1 60 05 75 112 123 21', 'Boulogne-Billancourt')).toEqual([]);
  });

  it('leaves a birth abroad (99) and a place the list does not know alone', () => {
    expect(check('2 85 05 99 100 123 10', 'Lyon')).toEqual([]);
    expect(check('1 85 05 69 123 456 41', 'Casablanca')).toEqual([]);
  });
});
