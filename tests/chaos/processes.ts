import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildProcesses, type ProcessSpec } from '@courtage/infra/stack/profiles';

/** The chaos profile's processes (services then gateway), started, killed and restarted here. */
export const PROCESS_ORDER = ['auth', 'offer', 'crm', 'notification', 'gateway'] as const;
export type ProcessName = (typeof PROCESS_ORDER)[number];

export type Processes = {
  gatewayUrl: string;
  spec(name: ProcessName): ProcessSpec;
  start(name: ProcessName): Promise<void>;
  /** SIGKILL to the process group: no cleanup at all, like a crash. */
  kill(name: ProcessName): Promise<void>;
  /** Resolves once the health URL answers 2xx; false after `timeoutMs`. */
  waitHealthy(name: ProcessName, timeoutMs?: number): Promise<boolean>;
  stopAll(): Promise<void>;
};

export async function answers2xx(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts nothing yet; logs of every process go to `<logDir>/<name>.log`. */
export function chaosProcesses(root: string, logDir: string): Processes {
  mkdirSync(logDir, { recursive: true });
  const specs = new Map(
    buildProcesses('chaos', root, process.execPath)
      .filter((spec) => (PROCESS_ORDER as readonly string[]).includes(spec.name))
      .map((spec) => [spec.name as ProcessName, spec]),
  );
  const running = new Map<ProcessName, ChildProcess>();
  const spec = (name: ProcessName) => {
    const found = specs.get(name);
    if (!found) throw new Error(`no ${name} in the chaos profile`);
    return found;
  };

  async function waitHealthy(name: ProcessName, timeoutMs = 180_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!running.get(name)) return false;
      if (await answers2xx(spec(name).healthUrl)) return true;
      await sleep(200);
    }
    return false;
  }

  return {
    gatewayUrl: new URL(spec('gateway').healthUrl).origin,
    spec,
    async start(name) {
      const { command, args, cwd, env } = spec(name);
      const log = createWriteStream(`${logDir}/${name}.log`, { flags: 'a' });
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // its own group: a SIGKILL reaches it alone
      });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      running.set(name, child);
      child.once('exit', () => {
        if (running.get(name) === child) running.delete(name);
      });
    },
    async kill(name) {
      const child = running.get(name);
      if (!child?.pid) return;
      running.delete(name);
      const exited = once(child, 'exit');
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
    waitHealthy,
    async stopAll() {
      for (const name of [...PROCESS_ORDER].reverse()) {
        const child = running.get(name);
        if (!child?.pid) continue;
        running.delete(name);
        const exited = once(child, 'exit');
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          continue;
        }
        const done = await Promise.race([exited.then(() => true), sleep(25_000).then(() => false)]);
        if (!done) process.kill(-child.pid, 'SIGKILL');
      }
    },
  };
}
