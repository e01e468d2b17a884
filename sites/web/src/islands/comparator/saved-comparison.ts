import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';

// The results must survive a reload: the tab keeps the offers' ids (unguessable, readable
// without a session through the public offer endpoint), never the visitor's answers.
const KEY = 'comparator.comparison';

export type SavedComparison = { comparisonId: string; offerIds: string[] };

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

/** Remembers the offers just shown (nothing when there are none). */
export function saveComparison(offers: OfferSummary[]): void {
  const first = offers[0];
  if (!first) {
    clearComparison();
    return;
  }
  const saved: SavedComparison = { comparisonId: first.comparisonId, offerIds: offers.map((o) => o.id) };
  try {
    storage()?.setItem(KEY, JSON.stringify(saved));
  } catch {
    // A full or blocked storage only costs the reload's convenience.
  }
}

/** The comparison of this tab, if one was shown and its record reads well. */
export function readComparison(): SavedComparison | undefined {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { comparisonId, offerIds } = value as Record<string, unknown>;
    if (typeof comparisonId !== 'string' || !Array.isArray(offerIds) || offerIds.length === 0)
      return undefined;
    if (!offerIds.every((id) => typeof id === 'string')) return undefined;
    return { comparisonId, offerIds: offerIds as string[] };
  } catch {
    return undefined;
  }
}

const OFFER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The offers of the comparison email's link (`/?offres=<id>,<id>…`: a way back once
 * the tab is closed), at most 12 well-formed ids; undefined when the address has none.
 */
export function linkedOfferIds(search: string): string[] | undefined {
  const value = new URLSearchParams(search).get('offres');
  if (!value) return undefined;
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => OFFER_ID.test(id))
    .slice(0, 12);
  return ids.length > 0 ? ids : undefined;
}

export function clearComparison(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing stored then
  }
}

/** An offer's detail cut back to the summary the results list shows. */
export function toSummary(detail: OfferDetail): OfferSummary {
  const { guarantees, priceLines, ipid, departement, booking, history, ...summary } = detail;
  return summary;
}
