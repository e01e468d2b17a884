import type { FieldError } from '@courtage/contracts/errors';
import type { Credentials } from '../../states/userData/credentialsState.ts';
import type { Members } from '../../states/userData/members.ts';
import type { Warranties } from '../../states/userData/warrantiesState.ts';

/** The comparator's three steps: household, warranties, personal details. */
export const FORM_STEPS = [
  { page: 1, title: 'Votre foyer' },
  { page: 2, title: 'Vos garanties' },
  { page: 3, title: 'Vos coordonnées' },
] as const;

/** The body of `create-offer`: the specification's slices as they are, plus the consent. */
export function buildComparisonRequest(
  members: Members,
  warranties: Warranties,
  credentials: Credentials,
  consent: boolean,
) {
  const trimmed = Object.fromEntries(
    Object.entries(credentials).map(([key, value]) => [key, value.trim()]),
  ) as Credentials;
  // The partner's activity and regime: '' is "the same as mine", sent as absent.
  const { partnerActivity, partnerSocialRegime, ...rest } = members;
  const told = {
    ...(partnerActivity ? { partnerActivity } : {}),
    ...(partnerSocialRegime ? { partnerSocialRegime } : {}),
  };
  return { members: { ...rest, ...told }, warranties, credentials: trimmed, consent };
}

/** The form page a field belongs to (`members.*` 1, `warranties.*` 2, the rest 3). */
export function pageOfField(field: string): number {
  if (field.startsWith('members.')) return 1;
  if (field.startsWith('warranties.')) return 2;
  return 3;
}

/** The errors of one page, as field -> first message. */
export function errorsOfPage(errors: FieldError[], page: number): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    if (pageOfField(error.field) === page && !(error.field in result)) result[error.field] = error.message;
  }
  return result;
}
