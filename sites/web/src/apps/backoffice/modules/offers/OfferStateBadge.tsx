import { OFFER_STATE_LABELS, type OfferState } from '@courtage/contracts/offer/vocabulary';
import { type BadgeTone, StatusBadge } from '../../components/data-list/index.ts';

/** How each state reads at a glance: to call (warning), working on it (info), done, lost. */
const TONES: Record<OfferState, BadgeTone> = {
  proposed: 'neutral',
  confirmed: 'warning',
  subscribed: 'info',
  in_review: 'info',
  signed: 'success',
  cancelled: 'danger',
};

export function OfferStateBadge({ state }: { state: OfferState }) {
  return <StatusBadge label={OFFER_STATE_LABELS[state]} tone={TONES[state]} />;
}
