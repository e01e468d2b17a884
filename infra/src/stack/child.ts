import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ProcessSpec } from './profiles.ts';

export type Child = {
  spec: ProcessSpec;
  proc: ChildProcess;
  /** Last lines printed, shown when the process fails to come up. */
  recentLines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
};

const RECENT_LINES = 30;
const COLOURS = [36, 35, 33, 32, 34, 31, 96, 95, 93, 92];
const PARENT_WATCH = fileURLToPath(new URL('./parent-watch.mjs', import.meta.url));

function paint(text: string, colour: number): string {
  const useColour = (process.stdout.isTTY || process.env.FORCE_COLOR) && !process.env.NO_COLOR;
  return useColour ? `\x1b[${colour}m${text}\x1b[0m` : text;
}

/** Starts one process in its own process group, prefixing each output line with `[name]`. */
export function startChild(spec: ProcessSpec, index: number, width: number): Child {
  const prefix = paint(`[${spec.name}]`.padEnd(width + 2), COLOURS[index % COLOURS.length]!);
  for (const dir of spec.ensureDirs ?? []) mkdirSync(dir, { recursive: true });
  for (const file of spec.writeFiles ?? []) writeFileSync(file.path, file.content);
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${PARENT_WATCH}`].filter(Boolean).join(' ');
  const proc = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env, COURTAGE_STACK_PID: String(process.pid), NODE_OPTIONS: nodeOptions },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own group: the terminal's Ctrl-C reaches only the stack, which stops children in order.
    detached: true,
  });
  const recentLines: string[] = [];
  for (const stream of [proc.stdout, proc.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      recentLines.push(line);
      if (recentLines.length > RECENT_LINES) recentLines.shift();
      process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  let running = true;
  const exited = (async () => {
    try {
      const [code, signal] = (await once(proc, 'exit')) as [number | null, NodeJS.Signals | null];
      return { code, signal };
    } catch (error) {
      // 'error' (e.g. command not found) rejects `once`.
      recentLines.push(String(error));
      return { code: 127, signal: null };
    } finally {
      running = false;
    }
  })();
  return { spec, proc, recentLines, exited, isRunning: () => running };
}

/** Sends a signal to the child's whole process group (npm -> sh -> node for the CMS).
 * With `evenIfExited`, also reaches grandchildren left in the group after the child exited. */
export function signalChild(child: Child, signal: NodeJS.Signals, evenIfExited = false): void {
  if ((!child.isRunning() && !evenIfExited) || child.proc.pid === undefined) return;
  try {
    process.kill(-child.proc.pid, signal);
  } catch {
    // Already gone.
  }
}
