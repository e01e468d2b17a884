import { setTimeout as sleep } from 'node:timers/promises';
import { type Child, signalChild } from './child.ts';

const PER_CHILD_GRACE_MS = 8000;
const TOTAL_GRACE_MS = 20000;

async function exitedWithin(child: Child, ms: number): Promise<boolean> {
  if (!child.isRunning()) return true;
  return Promise.race([child.exited.then(() => true), sleep(Math.max(ms, 0)).then(() => false)]);
}

/** SIGTERM in reverse start order, each given a bounded grace period, then SIGKILL for leftovers. */
export async function stopChildren(children: Child[], log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + TOTAL_GRACE_MS;
  for (const child of [...children].reverse()) {
    if (!child.isRunning()) continue;
    log(`stopping ${child.spec.name}`);
    signalChild(child, 'SIGTERM');
    const grace = Math.min(PER_CHILD_GRACE_MS, deadline - Date.now());
    if (!(await exitedWithin(child, grace))) {
      log(`${child.spec.name} did not stop within ${Math.round(grace / 1000)}s: SIGKILL`);
      signalChild(child, 'SIGKILL');
    }
  }
  // The group may hold grandchildren that outlived their parent: make sure nothing is left.
  for (const child of children) signalChild(child, 'SIGKILL', true);
}

/** Immediate SIGKILL of every group (second Ctrl-C). */
export function killChildren(children: Child[]): void {
  for (const child of children) signalChild(child, 'SIGKILL', true);
}
