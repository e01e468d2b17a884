import type { HouseholdStatus } from '@courtage/contracts/offer/vocabulary';
import { atomWithReducer } from 'jotai/vanilla/utils';
import { MEMBERS_DEFAULTS, type Members, withChildCount, withStatus } from './members.ts';

/** The household's text fields, set one at a time. */
export type MembersField =
  | 'gender'
  | 'birthDate'
  | 'activity'
  | 'socialRegime'
  | 'partnerGender'
  | 'partnerBirthDate'
  | 'partnerActivity'
  | 'partnerSocialRegime';

export type MembersAction =
  | { type: 'set'; members: Members }
  | { type: 'status'; status: HouseholdStatus }
  | { type: 'childs'; count: number }
  | { type: 'field'; field: MembersField; value: string }
  | { type: 'childBirthDate'; child: string; birthDate: string };

function reduce(members: Members, action: MembersAction): Members {
  switch (action.type) {
    case 'set':
      return { ...action.members, hasPartner: action.members.hasPartner === true };
    case 'status':
      return withStatus(members, action.status);
    case 'childs':
      return withChildCount(members, action.count);
    case 'field':
      return { ...members, [action.field]: action.value };
    case 'childBirthDate':
      if (!members.children[action.child]) return members;
      return {
        ...members,
        children: { ...members.children, [action.child]: { birthDate: action.birthDate } },
      };
  }
}

/** userData.members: the household; `set` overwrites the whole record. */
export const membersState = atomWithReducer<Members, MembersAction>(MEMBERS_DEFAULTS, (members, action) =>
  action ? reduce(members, action) : members,
);
