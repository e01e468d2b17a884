import type {
  CommuneRecord,
  DepartementRecord,
  PostalCodeEntry,
  PostalCodeIndex,
} from './postal-code-index.ts';

const COMMUNE = 'commune-actuelle';
const ARRONDISSEMENT = 'arrondissement-municipal';

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? '';
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * Groups current communes and municipal arrondissements by postal code. Where a
 * postal code has arrondissements (Paris, Lyon, Marseille), they replace their
 * commune: 75011 gives « Paris 11e Arrondissement », not « Paris ». Delegated and
 * associated communes are left out: the city field names a current commune. The
 * département is the one of the communes (2A / 2B in Corsica); when a postal code
 * straddles two, the one most of its communes belong to.
 */
export function buildPostalCodeIndex(
  communes: CommuneRecord[],
  departements: DepartementRecord[],
): PostalCodeIndex {
  const departementNames = new Map(departements.map((d) => [d.code, d.nom]));
  const recordsByCode = new Map<string, CommuneRecord[]>();
  for (const record of communes) {
    if (record.type !== COMMUNE && record.type !== ARRONDISSEMENT) continue;
    if (!record.departement) continue;
    for (const postalCode of record.codesPostaux ?? []) {
      const list = recordsByCode.get(postalCode);
      if (list) list.push(record);
      else recordsByCode.set(postalCode, [record]);
    }
  }

  const index = new Map<string, PostalCodeEntry>();
  for (const [postalCode, records] of recordsByCode) {
    const replaced = new Set(records.filter((r) => r.type === ARRONDISSEMENT).map((r) => r.commune));
    const kept = records.filter((r) => !(r.type === COMMUNE && replaced.has(r.code)));
    const departementCode = mostFrequent(kept.map((r) => r.departement ?? ''));
    index.set(postalCode, {
      postalCode,
      departement: { code: departementCode, nom: departementNames.get(departementCode) ?? departementCode },
      communes: kept
        .map((r) => ({ code: r.code, nom: r.nom }))
        .sort((a, b) => byName.compare(a.nom, b.nom) || a.code.localeCompare(b.code)),
    });
  }
  return index;
}
