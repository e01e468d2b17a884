import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eventually } from './eventually.ts';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type ServiceProcess = {
  child: ChildProcess;
  healthPort: number;
  /** Everything the process printed so far (JSON logs), for failure messages. */
  output(): string;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no cleanup at all, like a crash. */
  kill(): Promise<void>;
};

/** A TCP port nobody listens on right now, so tests never collide with a running stack. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts `node <mainPath>` from the repository root (process.execPath: Node 24 under npx)
 * with the given env and waits until its health endpoint answers 200 (for `healthTimeoutMs`,
 * 60 s unless told: a cold start type-strips and connects to three servers, and on a loaded
 * 2-core machine that once took more than 20 s, which failed a whole suite).
 */
export async function startServiceProcess(
  mainPath: string,
  env: Record<string, string>,
  options: { healthTimeoutMs?: number } = {},
): Promise<ServiceProcess> {
  const healthPort = await freePort();
  const child = spawn(process.execPath, [mainPath], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env, HEALTH_PORT: String(healthPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const service: ServiceProcess = {
    child,
    healthPort,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };

  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
        const response = await fetch(`http://127.0.0.1:${healthPort}/health`);
        return response.status === 200 ? true : undefined;
      },
      `${mainPath} to be healthy`,
      options.healthTimeoutMs ?? 60_000,
    );
  } catch (error) {
    await service.kill();
    throw new Error(`${mainPath} did not start:\n${output}`, { cause: error });
  }
  return service;
}
