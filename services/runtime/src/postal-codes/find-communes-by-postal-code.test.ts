import { beforeAll, describe, expect, it } from 'vitest';
import { buildPostalCodeIndex } from './build-postal-code-index.ts';
import { findCommunesByPostalCode } from './find-communes-by-postal-code.ts';
import { loadPostalCodeIndex } from './load-postal-code-index.ts';
import type { PostalCodeIndex } from './postal-code-index.ts';

describe('findCommunesByPostalCode on the official data', () => {
  let index: PostalCodeIndex;
  beforeAll(async () => {
    index = await loadPostalCodeIndex();
  });

  it('gives the Paris arrondissement instead of Paris for 75011', () => {
    expect(findCommunesByPostalCode(index, '75011')).toEqual({
      postalCode: '75011',
      departement: { code: '75', nom: 'Paris' },
      communes: [{ code: '75111', nom: 'Paris 11e Arrondissement' }],
    });
  });

  it('gives 2A for Ajaccio (20000)', () => {
    const entry = findCommunesByPostalCode(index, '20000');
    expect(entry?.departement).toEqual({ code: '2A', nom: 'Corse-du-Sud' });
    expect(entry?.communes).toContainEqual({ code: '2A004', nom: 'Ajaccio' });
  });

  it('gives 2B for Bastia (20200) with the neighbouring communes, sorted by name', () => {
    const entry = findCommunesByPostalCode(index, '20200');
    expect(entry?.departement).toEqual({ code: '2B', nom: 'Haute-Corse' });
    const names = entry?.communes.map((c) => c.nom) ?? [];
    expect(names).toContain('Bastia');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('gives Metz for 57000', () => {
    expect(findCommunesByPostalCode(index, '57000')).toEqual({
      postalCode: '57000',
      departement: { code: '57', nom: 'Moselle' },
      communes: [{ code: '57463', nom: 'Metz' }],
    });
  });

  it('gives Lyon 1er Arrondissement for 69001 and an overseas département for 97400', () => {
    expect(findCommunesByPostalCode(index, '69001')?.communes).toEqual([
      { code: '69381', nom: 'Lyon 1er Arrondissement' },
    ]);
    expect(findCommunesByPostalCode(index, '97400')?.departement.code).toBe('974');
  });

  it('gives null for an unknown or malformed code', () => {
    expect(findCommunesByPostalCode(index, '99999')).toBeNull();
    expect(findCommunesByPostalCode(index, 'abc')).toBeNull();
    expect(findCommunesByPostalCode(index, '')).toBeNull();
  });
});

describe('buildPostalCodeIndex', () => {
  const departements = [
    { code: '01', nom: 'Ain' },
    { code: '02', nom: 'Aisne' },
  ];

  it('leaves out delegated communes and picks the département most communes belong to', () => {
    const index = buildPostalCodeIndex(
      [
        { code: '01001', nom: 'Bêta', type: 'commune-actuelle', departement: '01', codesPostaux: ['01100'] },
        { code: '01002', nom: 'Alpha', type: 'commune-actuelle', departement: '01', codesPostaux: ['01100'] },
        { code: '02001', nom: 'Gamma', type: 'commune-actuelle', departement: '02', codesPostaux: ['01100'] },
        {
          code: '01003',
          nom: 'Déléguée',
          type: 'commune-deleguee',
          departement: '01',
          codesPostaux: ['01100'],
        },
      ],
      departements,
    );
    expect(findCommunesByPostalCode(index, '01100')).toEqual({
      postalCode: '01100',
      departement: { code: '01', nom: 'Ain' },
      communes: [
        { code: '01002', nom: 'Alpha' },
        { code: '01001', nom: 'Bêta' },
        { code: '02001', nom: 'Gamma' },
      ],
    });
  });
});
