import { createRequire } from 'node:module';

type NafEntry = { id: string; label: string };
// The package is CommonJS (an array of { id, label } for every level of NAF rév. 2).
const codes = createRequire(import.meta.url)('@socialgouv/codes-naf') as NafEntry[];
const labels = new Map(codes.filter((code) => code.id.length === 6).map((code) => [code.id, code.label]));

/** The official label of a sub-class code (`62.01Z` -> `Programmation informatique`), or null. */
export function nafLabel(code: string): string | null {
  return labels.get(code) ?? null;
}
