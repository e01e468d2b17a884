import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type PipelineColumn,
  type PipelineStage,
} from '@courtage/contracts/crm/pipeline.rpc';
import {
  CALLBACK_MESSAGES,
  CALLBACK_TRANSITIONS,
  type CallbackStatus,
} from '@courtage/contracts/offer/callback-status';

/** The follow-up stages a broker moves cards between (souscrit is the visitor's own step). */
const FOLLOW_UP: readonly PipelineStage[] = [
  'a_rappeler',
  'injoignable',
  'rappel_effectue',
  'devis_envoye',
  'perdu',
];

export const NOT_BY_HAND = `Une offre passe en « ${PIPELINE_STAGE_LABELS.souscrit} » quand le visiteur souscrit.`;

/**
 * Whether a card may go from `from` to `to`, with the offer service's own rules (it checks them
 * again): null when allowed, else the French reason.
 */
export function moveRefusal(from: PipelineStage, to: PipelineStage): string | null {
  if (to === 'souscrit') return NOT_BY_HAND;
  if (!FOLLOW_UP.includes(from) || from === 'perdu') return CALLBACK_MESSAGES.notBooked;
  const allowed = CALLBACK_TRANSITIONS[from as CallbackStatus] as readonly string[];
  return allowed.includes(to)
    ? null
    : CALLBACK_MESSAGES.transitionRefused(from as CallbackStatus, to as CallbackStatus);
}

/** The stages a card of `from` may go to (the per-card 'Déplacer vers' menu). */
export function targetsOf(from: PipelineStage): PipelineStage[] {
  return PIPELINE_STAGES.filter((to) => to !== from && moveRefusal(from, to) === null);
}

/**
 * The columns with the moves made here and not yet in crm's read model (it follows offer's event
 * a moment later): each moved card leaves its column for its new one, counts and premiums follow.
 */
export function withMoves(
  columns: readonly PipelineColumn[],
  moves: Readonly<Record<string, PipelineStage>>,
) {
  if (Object.keys(moves).length === 0) return columns;
  const next = columns.map((column) => ({ ...column, cards: [...column.cards] }));
  for (const [offerId, to] of Object.entries(moves)) {
    const source = next.find((column) => column.cards.some((card) => card.offerId === offerId));
    const target = next.find((column) => column.stage === to);
    if (!source || !target || source === target) continue;
    const card = source.cards.find((candidate) => candidate.offerId === offerId);
    if (!card) continue;
    source.cards = source.cards.filter((candidate) => candidate.offerId !== offerId);
    source.count = Math.max(0, source.count - 1);
    source.monthlyPremium = Math.max(0, source.monthlyPremium - card.monthlyPrice);
    target.cards = [card, ...target.cards];
    target.count += 1;
    target.monthlyPremium += card.monthlyPrice;
  }
  return next;
}
