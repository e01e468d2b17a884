import { setTimeout as sleep } from 'node:timers/promises';
import type { Child } from './child.ts';

export type HealthResult = { ok: true; seconds: number } | { ok: false; reason: string };

export async function answersOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** Polls the child's health URL until it answers 2xx, the child exits, or the timeout passes. */
export async function waitHealthy(child: Child, isCancelled: () => boolean): Promise<HealthResult> {
  const started = performance.now();
  const deadline = started + child.spec.startTimeoutS * 1000;
  while (performance.now() < deadline) {
    if (isCancelled()) return { ok: false, reason: 'cancelled' };
    if (!child.isRunning()) {
      const { code, signal } = await child.exited;
      return { ok: false, reason: `exited during startup (${signal ?? `code ${code}`})` };
    }
    if (await answersOk(child.spec.healthUrl)) {
      return { ok: true, seconds: (performance.now() - started) / 1000 };
    }
    await sleep(300);
  }
  return {
    ok: false,
    reason: `${child.spec.healthUrl} did not answer 2xx within ${child.spec.startTimeoutS}s`,
  };
}
