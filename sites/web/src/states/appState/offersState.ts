import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { atom } from 'jotai/vanilla';

/** appState.offers: the offers of the last comparison. */
export const offersState = atom<OfferSummary[]>([]);
