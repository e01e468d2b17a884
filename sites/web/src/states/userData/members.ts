import {
  type HouseholdStatus,
  MAX_CHILDREN,
  statusHasChildren,
  statusHasPartner,
} from '@courtage/contracts/offer/vocabulary';

/** The household (§3 Members). Empty strings are "not chosen yet". */
export type Members = {
  status: HouseholdStatus | '';
  gender: string;
  birthDate: string;
  hasPartner: boolean;
  activity: string;
  socialRegime: string;
  childs: number;
  partnerGender?: string;
  partnerBirthDate?: string;
  /** '' (or absent): the same as the main insured's. */
  partnerActivity?: string;
  partnerSocialRegime?: string;
  children: Record<string, { birthDate: string }>;
};

export const MEMBERS_DEFAULTS: Members = {
  status: '',
  gender: '',
  birthDate: '',
  hasPartner: false,
  activity: '',
  socialRegime: '',
  childs: 0,
  children: {},
};

/** child1..childN, each with an empty birth date (§4). */
export function emptyChildren(count: number): Record<string, { birthDate: string }> {
  const size = Math.max(0, Math.min(MAX_CHILDREN, Math.trunc(count) || 0));
  const children: Record<string, { birthDate: string }> = {};
  for (let i = 1; i <= size; i++) children[`child${i}`] = { birthDate: '' };
  return children;
}

/** A new status: hasPartner true exactly for the two couple statuses; partner and children follow. */
export function withStatus(members: Members, status: HouseholdStatus): Members {
  const hasPartner = statusHasPartner(status);
  const next: Members = { ...members, status, hasPartner };
  if (!hasPartner) {
    delete next.partnerGender;
    delete next.partnerBirthDate;
    delete next.partnerActivity;
    delete next.partnerSocialRegime;
  } else {
    next.partnerGender = members.partnerGender ?? '';
    next.partnerBirthDate = members.partnerBirthDate ?? '';
  }
  if (!statusHasChildren(status)) return { ...next, childs: 0, children: {} };
  if (members.childs < 1) return { ...next, childs: 1, children: emptyChildren(1) };
  return next;
}

/** Setting the number of children rebuilds child1..childN with empty birth dates (§4). */
export function withChildCount(members: Members, count: number): Members {
  const children = emptyChildren(count);
  return { ...members, childs: Object.keys(children).length, children };
}
