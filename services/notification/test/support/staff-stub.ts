import { randomUUID } from 'node:crypto';
import { listStaffRecipients, type StaffRecipient } from '@courtage/contracts/auth/staff-recipients.rpc';
import { type Bus, rpcHandler } from '@courtage/runtime/bus';
import { runId } from './test-env.ts';

/**
 * Answers `auth.list-staff-recipients` on the test vhost, as auth would, for a roster of
 * staff unique to this run (the auth service itself is not part of these tests).
 */
export async function serveStaffRoster(bus: Bus, size = 2): Promise<StaffRecipient[]> {
  const run = runId();
  const roster = Array.from({ length: size }, (_, i) => ({
    id: randomUUID(),
    name: `Courtier ${i + 1} ${run}`,
    email: `courtier-${i + 1}-${run}@test.courtage-sante.local`,
  }));
  await bus.serve('auth', [
    rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
      staff: staffIds ? roster.filter((staff) => staffIds.includes(staff.id)) : roster,
    })),
  ]);
  return roster;
}
