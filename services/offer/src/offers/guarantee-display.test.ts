import { describe, expect, it } from 'vitest';
import { guaranteeDisplay } from './guarantee-display.ts';

const line = (kind: 'percent_br' | 'euros' | 'euros_per_night' | 'included', value: number, hps = false) => ({
  category: 'visual' as const,
  code: 'x',
  label: 'x',
  kind,
  value,
  hundredPercentSante: hps,
});

describe('guaranteeDisplay', () => {
  it('writes each kind in French', () => {
    expect(guaranteeDisplay(line('percent_br', 200))).toBe('200 % BR');
    expect(guaranteeDisplay(line('euros', 0))).toBe('100 % Santé uniquement');
    expect(guaranteeDisplay(line('euros', 165.5))).toBe('165,50 €');
    expect(guaranteeDisplay(line('euros_per_night', 60))).toBe('60 € / nuit');
    expect(guaranteeDisplay(line('included', 0, true))).toBe('Sans reste à charge (100 % Santé)');
    expect(guaranteeDisplay({ ...line('percent_br', 300), yearlyCeiling: 1500 })).toBe(
      '300 % BR, 1500 € / an au plus',
    );
    expect(guaranteeDisplay({ ...line('percent_br', 300), yearlyCeiling: null })).toBe('300 % BR');
  });
});
