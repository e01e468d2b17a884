export type LoadStats = {
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
};

/** Nearest-rank percentile of an ascending array (p in 0..100). */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedMs.length);
  return sortedMs[Math.min(Math.max(rank, 1), sortedMs.length) - 1]!;
}

export function summarize(latenciesMs: number[], errors: number, elapsedMs: number): LoadStats {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    requestsPerSecond: elapsedMs > 0 ? (sorted.length / elapsedMs) * 1000 : 0,
  };
}
