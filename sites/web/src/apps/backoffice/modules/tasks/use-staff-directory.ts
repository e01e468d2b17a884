import { listStaffEndpoint } from '@courtage/contracts/auth/list-staff.rpc';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useCallback } from 'react';
import type { StaffUser } from '../../../../lib/auth/account-types.ts';
import { canCall, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../../states/user/userState.ts';

export type StaffDirectory = {
  /** Active staff members to pick from (an assignee); just me when the list is not readable. */
  members: ReadonlyArray<{ id: string; name: string }>;
  /** The name of a staff id, for authors and assignees. */
  nameOf: (id: string) => string;
};

const SOMEONE = 'Un membre de l’équipe';

/**
 * Staff names for authors and assignees. The staff list is an Admin screen; a Sub-admin (403)
 * still sees their own name and "Un membre de l’équipe" for the others.
 */
export function useStaffDirectory(): StaffDirectory {
  const me = useAtomValue(userState);
  const staff = useQuery({
    ...queryOptions(listStaffEndpoint, { page: 1, pageSize: 50 }),
    retry: false,
    enabled: canCall(listStaffEndpoint, me.role),
  });
  const items: StaffUser[] = staff.data?.items ?? [];
  const members = items.length
    ? items.filter((member) => !member.disabled).map((member) => ({ id: member.id, name: member.name }))
    : [{ id: me.id, name: me.fullName || 'Moi' }];
  const nameOf = useCallback(
    (id: string) => {
      if (id === me.id) return me.fullName || 'Moi';
      return items.find((member) => member.id === id)?.name ?? SOMEONE;
    },
    [items, me.id, me.fullName],
  );
  return { members, nameOf };
}
