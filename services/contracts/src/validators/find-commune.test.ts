import { describe, expect, it } from 'vitest';
import { findCommune } from './find-commune.ts';

const communes = [
  { code: '93066', nom: 'Saint-Denis' },
  { code: '42218', nom: 'Saint-Étienne' },
  { code: '95127', nom: 'L’Isle-Adam' },
];

describe('findCommune', () => {
  it('finds the commune whatever the case, accents, hyphens and apostrophes', () => {
    expect(findCommune(communes, 'saint denis')?.nom).toBe('Saint-Denis');
    expect(findCommune(communes, '  SAINT-ETIENNE ')?.nom).toBe('Saint-Étienne');
    expect(findCommune(communes, "l'isle adam")?.nom).toBe('L’Isle-Adam');
  });

  it('finds nothing for another commune or a part of a name', () => {
    expect(findCommune(communes, 'Paris')).toBeUndefined();
    expect(findCommune(communes, 'Saint')).toBeUndefined();
    expect(findCommune([], 'Saint-Denis')).toBeUndefined();
  });
});
