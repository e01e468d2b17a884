import type { Eligibility } from '@courtage/contracts/offer/eligibility';
import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  HOUSEHOLD_STATUSES,
  MEMBER_MAX_AGE,
  SOCIAL_REGIME_LABELS,
  SOCIAL_REGIMES,
} from '@courtage/contracts/offer/vocabulary';

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
  return parts.length > 0 ? parts.join(' ; ') : 'Tous les foyers';
}
