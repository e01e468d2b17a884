import { randomUUID } from 'node:crypto';
import { listStaffRecipients, type StaffRecipient } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { type Bus, rpcHandler } from '@courtage/runtime/bus';
import { runId } from './test-env.ts';

/**
 * Answers `auth.list-staff-recipients` on the test vhost, as auth would, for a roster of
 * staff unique to this run (the auth service itself is not part of these tests). "Every
 * active member" is answered with the roster only for the events `isMine` accepts (by
 * correlation id), so that another test file's events running at the same time never add
 * notifications to this roster.
 */
export async function serveStaffRoster(
  bus: Bus,
  isMine: (correlationId: string) => boolean,
  size = 2,
): Promise<StaffRecipient[]> {
  const run = runId();
  const roster = Array.from({ length: size }, (_, i) => ({
    id: randomUUID(),
    name: `Courtier ${i + 1} ${run}`,
    email: `courtier-${i + 1}-${run}@test.courtage-sante.local`,
  }));
  await bus.serve('auth', [
    rpcHandler(listStaffRecipients, async ({ staffIds }, meta) => {
      if (staffIds) return { staff: roster.filter((staff) => staffIds.includes(staff.id)) };
      return { staff: isMine(meta.correlationId) ? roster : [] };
    }),
  ]);
  return roster;
}
