import type { Guarantee } from '@courtage/contracts/offer/offer';
import type { GuaranteeLine } from '../domain/catalog.ts';

const euros = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2).replace('.', ',')} €`;

/** The French wording of a guarantee's value and its yearly ceiling, as the guarantee table shows it. */
export function guaranteeDisplay(line: GuaranteeLine): string {
  const value = valueDisplay(line);
  const ceiling = line.yearlyCeiling;
  return ceiling === undefined || ceiling === null ? value : `${value}, ${euros(ceiling)} / an au plus`;
}

function valueDisplay(line: GuaranteeLine): string {
  switch (line.kind) {
    case 'percent_br':
      return `${line.value} % BR`;
    case 'euros':
      return line.value === 0 ? '100 % Santé uniquement' : euros(line.value);
    case 'euros_per_night':
      return line.value === 0 ? 'Non couvert' : `${euros(line.value)} / nuit`;
    case 'euros_per_year':
      return line.value === 0 ? 'Non couvert' : `${euros(line.value)} / an`;
    case 'included':
      return line.hundredPercentSante ? 'Sans reste à charge (100 % Santé)' : 'Inclus';
  }
}

export function withDisplay(line: GuaranteeLine): Guarantee {
  return { ...line, display: guaranteeDisplay(line) };
}
