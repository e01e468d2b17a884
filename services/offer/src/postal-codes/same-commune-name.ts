const simplify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-'’\s]+/g, ' ')
    .trim()
    .toLowerCase();

/** Commune names compared without case, accents, hyphens or apostrophes ('Saint-Étienne' = 'saint etienne'). */
export function sameCommuneName(official: string, given: string): boolean {
  return simplify(official) === simplify(given);
}
