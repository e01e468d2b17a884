import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { MONOLITH_PORT } from './monolith.ts';

/** CPU seconds used so far by each part of the bench stack, read from /proc (Linux only). */
export type CpuSnapshot = Record<string, number>;

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, plus its reaped children's when `withChildren` (PostgreSQL's
 * postmaster: a backend that exited between two snapshots still counts). */
function ticksOf(pid: number, withChildren = false): number {
  try {
    // Fields after the command name (which may hold spaces): utime is the 14th field overall.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return withChildren ? own + Number(fields[13]) + Number(fields[14]) : own;
  } catch {
    return 0; // exited meanwhile
  }
}

function parentOf(pid: string): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '';
  } catch {
    return '';
  }
}

function commOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The pid listening on a loopback TCP port (from `ss`), or null. */
export function listenerPid(port: number): number | null {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Processes of the bench profile by their listening port (gateway 23000, offer 23102, crm
 * 23103, the monolith baseline 23200), the shared servers by name (every PostgreSQL backend, RabbitMQ, Redis), and this
 * process (the load client). Other users of the shared servers count too: a quiet machine
 * is needed for figures to compare.
 */
export function cpuSnapshot(): CpuSnapshot {
  const snapshot: CpuSnapshot = {};
  const add = (name: string, ticks: number) => {
    snapshot[name] = (snapshot[name] ?? 0) + ticks / TICKS_PER_SECOND;
  };
  for (const [name, port] of [
    ['gateway', 23000],
    ['offer', 23102],
    ['crm', 23103],
    ['monolith', MONOLITH_PORT],
  ] as const) {
    const pid = listenerPid(port);
    if (pid) add(name, ticksOf(pid));
  }
  const byComm: Record<string, string> = {
    postgres: 'postgresql',
    'beam.smp': 'rabbitmq',
    'redis-server': 'redis',
  };
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const comm = commOf(pid);
    const name = byComm[comm];
    if (name) add(name, ticksOf(Number(pid), comm === 'postgres' && commOf(parentOf(pid)) !== 'postgres'));
  }
  const own = process.cpuUsage();
  snapshot['bench client'] = (own.user + own.system) / 1e6;
  return snapshot;
}

/** CPU milliseconds per request of each part between two snapshots, largest first. */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
): Array<[string, number]> {
  return Object.keys(after)
    .map((name): [string, number] => [name, ((after[name]! - (before[name] ?? 0)) * 1000) / requests])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}
