import type { Eligibility } from './eligibility.ts';
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  HOUSEHOLD_STATUSES,
  MEMBER_MAX_AGE,
  SOCIAL_REGIME_LABELS,
  SOCIAL_REGIMES,
} from './vocabulary.ts';

/** What eligibilitySummary says of a plan open to everyone. */
export const OPEN_TO_ALL = 'Tous les foyers';

/**
 * Whom a plan is for, in one line of the plan list: only what restricts it ('60 ans et plus ;
 * Travailleur non salarié'), 'Tous les foyers' for a plan open to everyone.
 */
export function eligibilitySummary(e: Eligibility): string {
  const parts: string[] = [];
  if (e.minAge > 0 && e.maxAge >= MEMBER_MAX_AGE) parts.push(`${e.minAge} ans et plus`);
  else if (e.minAge > 0 || e.maxAge < MEMBER_MAX_AGE) parts.push(`de ${e.minAge} à ${e.maxAge} ans`);
  if (e.activities.length < ACTIVITIES.length)
    parts.push(e.activities.map((a) => ACTIVITY_LABELS[a]).join(', '));
  if (e.socialRegimes.length < SOCIAL_REGIMES.length)
    parts.push(e.socialRegimes.map((r) => SOCIAL_REGIME_LABELS[r]).join(', '));
  if (e.householdStatuses.length < HOUSEHOLD_STATUSES.length) parts.push(e.householdStatuses.join(', '));
  return parts.length > 0 ? parts.join(' ; ') : OPEN_TO_ALL;
}

/** A list accepted out of all: the accepted ones, or 'sauf …' when fewer are left out. */
function shortList<T extends string>(accepted: readonly T[], all: readonly T[], label: (value: T) => string) {
  const excluded = all.filter((value) => !accepted.includes(value));
  return excluded.length < accepted.length
    ? `sauf ${excluded.map(label).join(', ')}`
    : accepted.map(label).join(', ');
}

/**
 * The offer card's note on a plan that narrows whom it is for, short ('Réservée aux 60 ans et
 * plus ; sauf Étudiant(e)'); null for a plan open to everyone.
 */
export function eligibilityNote(e: Eligibility): string | null {
  const parts: string[] = [];
  if (e.minAge > 0 && e.maxAge >= MEMBER_MAX_AGE) parts.push(`aux ${e.minAge} ans et plus`);
  else if (e.minAge > 0 || e.maxAge < MEMBER_MAX_AGE) parts.push(`aux ${e.minAge}-${e.maxAge} ans`);
  if (e.activities.length < ACTIVITIES.length)
    parts.push(shortList(e.activities, ACTIVITIES, (a) => ACTIVITY_LABELS[a]));
  if (e.socialRegimes.length < SOCIAL_REGIMES.length)
    parts.push(shortList(e.socialRegimes, SOCIAL_REGIMES, (r) => SOCIAL_REGIME_LABELS[r]));
  if (e.householdStatuses.length < HOUSEHOLD_STATUSES.length)
    parts.push(shortList(e.householdStatuses, HOUSEHOLD_STATUSES, (h) => h));
  return parts.length > 0 ? `Réservée ${parts.join(' ; ')}` : null;
}
