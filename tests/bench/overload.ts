import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { percentile } from './stats.ts';

export type OverloadResult = {
  rate: number;
  seconds: number;
  sent: number;
  /** Answers by status code (0: no answer, the connection failed). */
  statuses: Record<number, number>;
  /** 503 answers whose body is the French message, out of all 503 answers. */
  frenchUnavailable: number;
  okP50Ms: number;
  okP99Ms: number;
  unavailableP50Ms: number;
  /** Requests sent and not yet answered, at most, seen by the client. */
  maxOutstanding: number;
  /** The gateway's resident memory (MB) before, at each second, and 2 s after the load. */
  rssBeforeMb: number;
  rssEachSecondMb: number[];
  rssAfterMb: number;
  /** The gateway's JavaScript heap (used / total) and external memory, same instants (its Prometheus page). */
  heapBefore: HeapSample | null;
  heapEachSecond: (HeapSample | null)[];
  heapAfter: HeapSample | null;
  /** Connection attempts the kernel dropped because a listen queue was full (whole machine), or null off Linux. */
  listenOverflows: number | null;
};

/** MB, from prom-client's default metrics of the gateway. */
export type HeapSample = { usedMb: number; totalMb: number; externalMb: number };

export const UNAVAILABLE_MESSAGE = 'Service momentanément indisponible, réessayez dans quelques instants.';

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** TcpExt ListenOverflows of the machine (Linux /proc/net/netstat), or null when unreadable. */
export function listenOverflows(): number | null {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    for (let i = 0; i + 1 < lines.length; i += 2) {
      if (!lines[i]!.startsWith('TcpExt:')) continue;
      const names = lines[i]!.split(' ');
      const values = lines[i + 1]!.split(' ');
      const at = names.indexOf('ListenOverflows');
      return at > 0 ? Number(values[at]) : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** The gateway's heap from its Prometheus page, or null when it cannot be read. */
export async function heapSample(metricsUrl: string | undefined): Promise<HeapSample | null> {
  if (!metricsUrl) return null;
  try {
    const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(2_000) })).text();
    const values = new Map<string, number>();
    for (const line of text.split('\n')) {
      const [name, value] = line.split(' ');
      // `nodejs_heap_size_used_bytes{service="gateway"} 123`: the name without its labels.
      if (name && value && !name.startsWith('#'))
        values.set(name.split('{')[0]!, Number(value) / 1024 / 1024);
    }
    const mb = (name: string) => values.get(name) ?? Number.NaN;
    return {
      usedMb: mb('nodejs_heap_size_used_bytes'),
      totalMb: mb('nodejs_heap_size_total_bytes'),
      externalMb: mb('nodejs_external_memory_bytes'),
    };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open loop: `rate` POSTs per second for `seconds`, whatever the answers do (as visitors
 * arrive), each on a connection of its own when needed (up to 2,048), so that the gateway,
 * not the client, decides what waits. Counts the answers by status and samples the gateway's
 * memory every second.
 */
export async function measureOverload(opts: {
  url: URL;
  body: string;
  rate: number;
  seconds: number;
  gatewayPid: number;
  /** The gateway's Prometheus page (heap figures), if it serves one. */
  metricsUrl?: string;
}): Promise<OverloadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 2048 });
  const statuses: Record<number, number> = {};
  const okMs: number[] = [];
  const unavailableMs: number[] = [];
  let frenchUnavailable = 0;
  let outstanding = 0;
  let maxOutstanding = 0;
  let sent = 0;
  const finished: Promise<void>[] = [];

  const send = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      outstanding++;
      maxOutstanding = Math.max(maxOutstanding, outstanding);
      const done = (status: number, body: string) => {
        outstanding--;
        statuses[status] = (statuses[status] ?? 0) + 1;
        const ms = performance.now() - t0;
        if (status >= 200 && status < 300) okMs.push(ms);
        if (status === 503) {
          unavailableMs.push(ms);
          if (body.includes(UNAVAILABLE_MESSAGE)) frenchUnavailable++;
        }
        resolve();
      };
      const req = request(
        opts.url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(opts.body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
          res.on('error', () => done(0, ''));
        },
      );
      req.on('error', () => done(0, ''));
      req.end(opts.body);
    });

  // BENCH_OVERLOAD_SECONDS: a longer run, to see the memory settle.
  const seconds =
    Number(process.env.BENCH_OVERLOAD_SECONDS) > 0
      ? Number(process.env.BENCH_OVERLOAD_SECONDS)
      : opts.seconds;
  const heapBefore = await heapSample(opts.metricsUrl);
  const overflowsBefore = listenOverflows();
  const rssBeforeMb = rssMb(opts.gatewayPid);
  const rssEachSecondMb: number[] = [];
  const heapsEachSecond: Promise<HeapSample | null>[] = [];
  const begin = performance.now();
  const end = begin + seconds * 1000;
  let nextSample = begin + 1000;
  // Every 5 ms, the requests due by now: the rate holds even when a tick comes late.
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - begin) / 1000) * opts.rate);
    while (sent < due) {
      sent++;
      finished.push(send());
    }
    if (performance.now() >= nextSample) {
      rssEachSecondMb.push(rssMb(opts.gatewayPid));
      heapsEachSecond.push(heapSample(opts.metricsUrl));
      nextSample += 1000;
    }
    await sleep(5);
  }
  await Promise.all(finished);
  await sleep(2000);
  const rssAfterMb = rssMb(opts.gatewayPid);
  const overflowsAfter = listenOverflows();
  const heapAfter = await heapSample(opts.metricsUrl);
  const heapEachSecond = await Promise.all(heapsEachSecond);
  agent.destroy();
  okMs.sort((a, b) => a - b);
  unavailableMs.sort((a, b) => a - b);
  return {
    rate: opts.rate,
    seconds,
    sent,
    statuses,
    frenchUnavailable,
    okP50Ms: percentile(okMs, 50),
    okP99Ms: percentile(okMs, 99),
    unavailableP50Ms: percentile(unavailableMs, 50),
    maxOutstanding,
    rssBeforeMb,
    rssEachSecondMb,
    rssAfterMb,
    heapBefore,
    heapEachSecond,
    heapAfter,
    listenOverflows:
      overflowsBefore === null || overflowsAfter === null ? null : overflowsAfter - overflowsBefore,
  };
}
