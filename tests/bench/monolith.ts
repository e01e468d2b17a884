import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The monolith's port: the bench profile's offset (20000) + 3200, free in every profile. */
export const MONOLITH_PORT = 23200;
/** Its tables: the offer service's, in a schema of their own of the bench offer database. */
export function monolithDatabaseUrl(offerDatabaseUrl: string): string {
  const url = new URL(offerDatabaseUrl);
  url.searchParams.set('options', '-c search_path=monolith');
  return url.toString();
}

export type Monolith = { url: string; databaseUrl: string; pid: number; stop(): Promise<void> };

/**
 * Starts the monolith baseline (monolith/server.ts) as a process of its own, as the gateway and
 * offer are, with STACK_NODE_ARGS's flags too (`--cpu-prof`), and waits until it listens.
 */
export async function startMonolith(offerDatabaseUrl: string): Promise<Monolith> {
  const databaseUrl = monolithDatabaseUrl(offerDatabaseUrl);
  const nodeArgs = (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, fileURLToPath(new URL('./monolith/server.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MONOLITH_DATABASE_URL: databaseUrl,
        MONOLITH_PORT: String(MONOLITH_PORT),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the monolith did not start within 60 s')), 60_000);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('MONOLITH READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the monolith exited (${code}) before it listened: ${output}`));
    });
  });
  child.stdout!.resume();
  return {
    url: `http://127.0.0.1:${MONOLITH_PORT}`,
    databaseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
