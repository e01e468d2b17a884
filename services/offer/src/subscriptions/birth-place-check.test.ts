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

describe('birthPlaceErrors of the insured partner', () => {
  const subscriber = { securiteSociale: '2 85 04 2A 004 123 87', birthPlace: 'Ajaccio' };
  const withPartner = (securiteSociale: string, birthPlace: string) =>
    birthPlaceErrors(
      { ...subscriber, beneficiaries: { partner: { securiteSociale, birthPlace } } },
      communes,
    );
  const PLACE = 'step01.beneficiaries.partner.birthPlace';

  it('accepts Bastia (2B) and the old 20, Ajaccio (2A), La Réunion (974), and any place abroad (99)', () => {
    expect(withPartner('1 83 09 2B 033 045 35', 'Bastia')).toEqual([]);
    expect(withPartner('1 83 09 20 033 045 78', 'Bastia')).toEqual([]);
    expect(withPartner('1 83 09 2A 004 045 05', 'Ajaccio')).toEqual([]);
    expect(withPartner('1 83 09 97 411 045 45', 'Saint-Pierre')).toEqual([]);
    expect(withPartner('1 83 09 99 135 045 26', 'Rome')).toEqual([]);
    expect(withPartner('1 83 09 99 135 045 26', 'Lyon')).toEqual([]);
  });

  it('refuses Bastia with 2A, Ajaccio with 2B and Lyon with 974, next to the partner’s birth place', () => {
    expect(withPartner('1 83 09 2A 004 045 05', 'Bastia')).toEqual([
      { field: PLACE, message: birthPlaceMessage('Bastia', '2A', new Set(['2B']), 'partner') },
    ]);
    expect(withPartner('1 83 09 2B 033 045 35', 'Ajaccio')).toHaveLength(1);
    expect(withPartner('1 83 09 97 411 045 45', 'Lyon')).toEqual([
      {
        field: PLACE,
        message:
          'Le numéro de sécurité sociale de votre conjoint(e) indique une naissance dans le département 974, mais Lyon est dans le département 69 : vérifiez son lieu de naissance ou son numéro.',
      },
    ]);
  });

  it('says both when the subscriber’s and the partner’s places are wrong', () => {
    const errors = birthPlaceErrors(
      {
        securiteSociale: '2 85 04 2A 004 123 87',
        birthPlace: 'Lyon',
        beneficiaries: { partner: { securiteSociale: '1 83 09 2B 033 045 35', birthPlace: 'Lyon' } },
      },
      communes,
    );
    expect(errors.map((e) => e.field)).toEqual(['step01.birthPlace', PLACE]);
  });
});
