import { describe, expect, it } from 'vitest';
import { santeSuffix } from './sante-suffix.ts';

describe('santeSuffix', () => {
  it('adds the mention to a 100 % Santé line that does not carry it', () => {
    expect(
      santeSuffix({ hundredPercentSante: true, label: 'Prothèses dentaires', display: '100 % BR' }),
    ).toBe(' (100 % Santé)');
  });

  it('adds nothing when the label or the display already says it, whatever the spaces', () => {
    const display = 'Pris en charge (100\u202f% Santé)';
    expect(santeSuffix({ hundredPercentSante: true, label: 'Lunettes', display })).toBe('');
    expect(santeSuffix({ hundredPercentSante: true, label: 'Panier 100 % santé', display: '100 %' })).toBe(
      '',
    );
    expect(santeSuffix({ hundredPercentSante: true, label: 'Audition', display: '100% Santé' })).toBe('');
  });

  it('adds nothing to a line outside the basket', () => {
    expect(santeSuffix({ hundredPercentSante: false, label: 'Consultations', display: '150 % BR' })).toBe('');
  });
});
