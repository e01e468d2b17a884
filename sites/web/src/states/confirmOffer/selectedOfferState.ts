import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { atom } from 'jotai/vanilla';
import { scrollToTop } from '../scroll-to-top.ts';

const selected = atom<OfferSummary | null>(null);

/** confirmOffer.selectedOffer; selecting an offer scrolls to the top. */
export const selectedOfferState = atom(
  (get) => get(selected),
  (_get, set, offer: OfferSummary | null) => {
    set(selected, offer);
    scrollToTop();
  },
);
