import { atomWithReducer } from 'jotai/vanilla/utils';
import { STEP01_INITIAL, type Step01Values } from '../../lib/offers/step01.ts';

export type Step01Action = { type: 'set'; step01: Step01Values } | { type: 'reset' };

/** userData.step01: the subscription form (§3), reset to its defaults on demand. */
export const step01State = atomWithReducer<Step01Values, Step01Action>(STEP01_INITIAL, (step01, action) => {
  if (!action) return step01;
  return action.type === 'reset' ? STEP01_INITIAL : action.step01;
});
