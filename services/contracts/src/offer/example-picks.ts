import type { WarrantyCategory } from './vocabulary.ts';

// Kept apart from reimbursement.ts so that the comparator's bundle, which only picks among the
// examples the offers arrive with, does not carry the reference figures.

/**
 * The examples a card shows: those of the categories the visitor asked most of (highest wanted
 * level first, ties in the examples' order), at most `count`, one per category first.
 */
export function examplesForWanted<T extends { category: WarrantyCategory }>(
  examples: readonly T[],
  wantedRank: Partial<Record<WarrantyCategory, number>>,
  count = 3,
): T[] {
  const order = [...examples]
    .map((example, index) => ({ example, index }))
    .sort(
      (a, b) =>
        (wantedRank[b.example.category] ?? 0) - (wantedRank[a.example.category] ?? 0) || a.index - b.index,
    );
  const picked: T[] = [];
  const seen = new Set<WarrantyCategory>();
  for (const { example } of order)
    if (picked.length < count && !seen.has(example.category)) {
      picked.push(example);
      seen.add(example.category);
    }
  for (const { example } of order)
    if (picked.length < count && !picked.includes(example)) picked.push(example);
  return picked;
}
