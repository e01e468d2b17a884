/** A name without case, accents, hyphens, apostrophes or extra spaces ('Saint-Étienne' = 'saint etienne'). */
const simplify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-'’\s]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The one rule deciding whether a city belongs to a postal code: the commune of `communes` (the
 * code's official communes) named `city`, compared without case, accents, hyphens or
 * apostrophes; undefined when none is. Its `nom` is the official spelling to store.
 */
export function findCommune<C extends { nom: string }>(communes: readonly C[], city: string): C | undefined {
  const wanted = simplify(city);
  return communes.find((commune) => simplify(commune.nom) === wanted);
}
