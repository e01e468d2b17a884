/** A guarantee line as the comparator and the customer's offer page show it. */
type GuaranteeLine = { hundredPercentSante: boolean; label: string; display: string };

/**
 * ' (100 % Santé)' after a line of the 100 % Santé basket, once: not when the plan's label or
 * display says it already (with any kind of space, the narrow no-break one included).
 */
export function santeSuffix(line: GuaranteeLine): string {
  return line.hundredPercentSante && !/100\s*%\s*Santé/iu.test(`${line.label} ${line.display}`)
    ? ' (100 % Santé)'
    : '';
}
