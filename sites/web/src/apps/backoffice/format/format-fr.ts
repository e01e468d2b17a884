/**
 * French renderings of the back-office's amounts: '45,90 €', '12,5 %'. The dates ('24 novembre
 * 2026 à 10 h 00', '1er décembre') moved to contracts so the site and the emails share them;
 * re-exported here for the back-office's modules.
 */

export {
  formatDateFr,
  formatDateTimeFr,
  formatSlotFr,
  formatTimeFr,
} from '@courtage/contracts/format/french-date';

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** '45,90 €' (the narrow no-break spaces of Intl kept). */
export function formatEuro(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : EURO.format(amount);
}

/** 0.125 -> '12,5 %'; '—' when there is nothing to divide (null). */
export function formatRatio(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined ? '—' : PERCENT.format(ratio);
}
