/**
 * The one name of what an offer sells: its formula's name from the plan data, then the options
 * per post it adds ("Essentiel + Renfort Hospitalisation"). Cards, details, subscription, PDFs
 * and emails all say this, never a comparator level ("niveau Fort") in its place.
 */
export function offerFormulaName(formulaName: string, options: readonly { name: string }[] = []): string {
  return [formulaName, ...options.map((option) => option.name)].join(' + ');
}
