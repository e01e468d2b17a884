import type { LoadStats } from './stats.ts';

/**
 * What bare parts allow when chained with no application code: each part measured alone in the
 * same run saturates the same cores, so a request through all of them costs the sum of their
 * costs per request (1 / req/s), and the chain's throughput is the inverse of that sum.
 */
export function chainedCeiling(parts: readonly LoadStats[]): number {
  return 1 / parts.reduce((sum, part) => sum + 1 / part.requestsPerSecond, 0);
}

/** The share (0..1+) of the chained ceiling that a round trip reached. */
export function shareOfCeiling(roundTrip: LoadStats, parts: readonly LoadStats[]): number {
  return roundTrip.requestsPerSecond / chainedCeiling(parts);
}

/** The p50 of a chain at one caller: its parts one after the other, nothing else. */
export function chainedP50(parts: readonly LoadStats[]): number {
  return parts.reduce((sum, part) => sum + part.p50Ms, 0);
}
