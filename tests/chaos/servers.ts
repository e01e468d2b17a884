import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { promisify } from 'node:util';

// Stops and starts the machine's shared servers (RabbitMQ, Redis, PostgreSQL) with the commands
// that started them, under the machine-wide lock that test stacks take,
// and always leaves them running.

const run = promisify(execFile);
export const LOCK_FILE = '/tmp/courtage-e2e.lock';

/** Whether this process already holds the lock through an inherited descriptor (a `flock` on fd 9 around the run). */
function lockInherited(): boolean {
  try {
    return readdirSync('/proc/self/fd').some((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === LOCK_FILE;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

export type Lock = { release(): void };

/** Waits for the machine-wide lock (`flock`), unless an ancestor holds it for us. */
export async function acquireLock(log: (line: string) => void): Promise<Lock> {
  if (lockInherited()) return { release: () => undefined };
  log(`waiting for ${LOCK_FILE} (other engineers' test stacks share these servers)`);
  // Holds the lock until its stdin closes: when this process exits, however it dies, the lock is
  // released (a `sleep` would keep it for everyone).
  const holder: ChildProcess = spawn('flock', [LOCK_FILE, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
  });
  log('lock held');
  return {
    release() {
      holder.stdin?.end();
      holder.kill('SIGTERM');
    },
  };
}

async function sh(command: string, args: string[]): Promise<void> {
  await run(command, args, { timeout: 120_000 });
}

export const servers = {
  rabbitmq: {
    stop: () => sh('rabbitmqctl', ['stop_app']),
    start: () => sh('rabbitmqctl', ['start_app']),
  },
  redis: {
    stop: () => sh('redis-cli', ['-p', '6379', 'shutdown', 'nosave']).catch(() => undefined),
    start: () =>
      sh('redis-server', [
        '--daemonize',
        'yes',
        '--bind',
        '127.0.0.1',
        '-::1',
        '--port',
        '6379',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        '/var/lib/redis',
        '--logfile',
        '/var/log/redis/ci.log',
      ]),
    isUp: async () => (await run('redis-cli', ['-p', '6379', 'ping']).catch(() => ({ stdout: '' }))).stdout,
  },
  postgres: {
    version: () => readdirSync('/etc/postgresql').sort().at(-1) ?? '',
    stop: () =>
      sh('pg_ctlcluster', [
        '--skip-systemctl-redirect',
        servers.postgres.version(),
        'main',
        'stop',
        '-m',
        'fast',
      ]),
    start: () =>
      sh('pg_ctlcluster', ['--skip-systemctl-redirect', servers.postgres.version(), 'main', 'start']),
  },
};

/** Starts whatever of the three is down (after a failed fault): the servers are shared. */
export async function ensureServersRunning(log: (line: string) => void): Promise<void> {
  await servers.rabbitmq.start().catch((error) => log(`rabbitmqctl start_app: ${error.message}`));
  if (!(await servers.redis.isUp()).includes('PONG'))
    await servers.redis.start().catch((error) => log(`redis-server: ${error.message}`));
  await servers.postgres.start().catch(() => undefined); // "already running" is an error here
}

/** Empties the chaos profile's own Redis database (email jobs left by an earlier run). */
export async function flushRedisDb(db: number): Promise<void> {
  if (db === 0 || db === 1) throw new Error(`refusing to flush Redis db ${db}: not the chaos profile's`);
  await sh('redis-cli', ['-p', '6379', '-n', String(db), 'flushdb']);
}

/** Deletes from the shared MailDev the emails of chaos runs (to chaos-* addresses, or naming its visitor). */
export async function deleteChaosEmails(maildevUrl: string): Promise<number> {
  const response = await fetch(`${maildevUrl}/email`);
  const emails = (await response.json()) as { id: string; subject: string; to: { address: string }[] }[];
  const ours = emails.filter(
    (email) =>
      email.to.some((to) => to.address.toLowerCase().startsWith('chaos-')) ||
      email.subject.includes('Visiteur Panne'),
  );
  for (const email of ours) await fetch(`${maildevUrl}/email/${email.id}`, { method: 'DELETE' });
  return ours.length;
}
