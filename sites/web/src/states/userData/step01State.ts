import { STEP01_DEFAULTS, type Step01Values } from '@courtage/contracts/offer/subscription-form';
import { atomWithReducer } from 'jotai/vanilla/utils';

export type Step01Action = { type: 'set'; step01: Step01Values } | { type: 'reset' };

/** userData.step01: the subscription form (§3), reset to its defaults on demand. */
export const step01State = atomWithReducer<Step01Values, Step01Action>(STEP01_DEFAULTS, (step01, action) => {
  if (!action) return step01;
  return action.type === 'reset' ? STEP01_DEFAULTS : action.step01;
});
