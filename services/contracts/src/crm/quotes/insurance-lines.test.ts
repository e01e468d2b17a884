import { describe, expect, it } from 'vitest';
import { insuranceLineLabel } from './insurance-lines.ts';

describe('insurance line labels', () => {
  it('names every line in French, never by its raw code', () => {
    expect(insuranceLineLabel('responsabilite-civile-professionnelle')).toBe(
      'Responsabilité civile professionnelle',
    );
    expect(insuranceLineLabel('sante')).toBe('Complémentaire santé');
    expect(insuranceLineLabel('assurance-flotte-auto')).toBe('Assurance flotte auto');
  });
});
