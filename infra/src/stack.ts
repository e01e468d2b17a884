// The stack's process manager: `npm start` (profile dev) and Playwright's webServer
// (`npx node infra/src/stack.ts --profile test`). Starts every process with prefixed logs,
// waits for each health URL, prints the URLs and 'STACK READY'; Ctrl-C / SIGTERM stops the
// children in reverse order. Usage: node infra/src/stack.ts [--profile dev|test|bench|cluster] [--only a,b]
// (`--only auth` takes every replica of auth under the cluster profile).
// `--status` only reports which processes of the profile answer their health URL.
// `--with-monitoring` also starts Prometheus scraping them (stack/monitoring.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Child, startChild } from './stack/child.ts';
import { isListening } from './stack/is-listening.ts';
import { prometheusSpec } from './stack/monitoring.ts';
import { parseArgs } from './stack/parse-args.ts';
import { buildProcesses, type ProcessSpec } from './stack/profiles.ts';
import { killChildren, stopChildren } from './stack/stop-children.ts';
import { answersOk, waitHealthy } from './stack/wait-healthy.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

function log(line: string): void {
  process.stdout.write(`[stack] ${line}\n`);
}

function fail(line: string): never {
  process.stderr.write(`[stack] ERROR: ${line}\n`);
  process.exit(1);
}

/** Drops shared servers that already listen; refuses to start over a busy port. */
async function selectToStart(specs: ProcessSpec[]): Promise<ProcessSpec[]> {
  const busy = await Promise.all(specs.map((spec) => isListening(spec.healthUrl)));
  const toStart: ProcessSpec[] = [];
  specs.forEach((spec, i) => {
    if (!busy[i]) toStart.push(spec);
    else if (spec.reuseWhenListening) log(`${spec.name} already listens at ${spec.healthUrl}: reusing it`);
    else {
      fail(
        `${spec.name}: ${new URL(spec.healthUrl).host} is already in use (another 'npm start' or test stack?). ` +
          'Stop it first.',
      );
    }
  });
  return toStart;
}

/** --status: says which processes answer their health URL; exit 0 only when all do. */
async function printStatus(specs: ProcessSpec[]): Promise<never> {
  const healthy = await Promise.all(specs.map((spec) => answersOk(spec.healthUrl)));
  specs.forEach((spec, i) => {
    log(`${spec.name.padEnd(12)} ${healthy[i] ? 'up  ' : 'DOWN'} ${spec.healthUrl}`);
  });
  process.exit(healthy.every(Boolean) ? 0 : 1);
}

function printReady(specs: ProcessSpec[], profile: string): void {
  const lines = specs.flatMap((s) =>
    s.publicUrl ? [`  ${s.publicUrl.label.padEnd(30)} ${s.publicUrl.url}`] : [],
  );
  log(`profile ${profile}: all processes are healthy`);
  process.stdout.write(`${lines.join('\n')}\n`);
  log('STACK READY (Ctrl-C to stop)');
}

/**
 * `npm start` (profile dev) fills the migrated databases with the demo brokerage (infra/src/demo):
 * once, since the seed leaves a database that holds the demo as it is. Never in production (the
 * seed refuses NODE_ENV=production); `DEMO_SEED=false` skips it.
 */
function seedDemoData(): void {
  if (process.env.DEMO_SEED === 'false') return;
  const child = spawn(process.execPath, [`${ROOT}/infra/src/demo/seed-demo.ts`, '--profile', 'dev'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== 0) log(`demo data not seeded (exit ${code}); 'npm run seed:demo' to retry`);
  });
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    fail((error as Error).message);
  }
  const built = buildProcesses(args.profile, ROOT, process.execPath);
  const selected = args.only ? built.filter((s) => args.only!.includes(s.group ?? s.name)) : built;
  // --with-monitoring: Prometheus last, scraping the processes started with it.
  const monitoring = args.withMonitoring ? [prometheusSpec(args.profile, ROOT, selected)] : [];
  const all = [...built, ...monitoring];
  const wanted = [...selected, ...monitoring];
  if (args.statusOnly) await printStatus(wanted);
  const toStart = await selectToStart(wanted);
  const width = Math.max(...all.map((s) => s.name.length));
  const children: Child[] = [];
  let stopping = false;

  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping`);
    await stopChildren(children, log);
    log('stopped');
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log('second signal: killing everything now');
        killChildren(children);
        process.exit(1);
      }
      void shutdown(signal, 0);
    });
  }

  log(`profile ${args.profile}: starting ${toStart.map((s) => s.name).join(', ') || 'nothing'}`);
  toStart.forEach((spec) => {
    children.push(startChild(spec, all.indexOf(spec), width));
  });
  const results = await Promise.all(
    children.map(async (child) => {
      const result = await waitHealthy(child, () => stopping);
      if (result.ok) log(`${child.spec.name} healthy after ${result.seconds.toFixed(1)}s`);
      else if (!stopping) {
        const tail = child.recentLines.slice(-15).map((l) => `    ${l}`);
        process.stderr.write(`[stack] ${child.spec.name} did not come up: ${result.reason}\n`);
        process.stderr.write(
          `[stack] last lines of ${child.spec.name}:\n${tail.join('\n') || '    (none)'}\n`,
        );
        void shutdown(`${child.spec.name} failed`, 1);
      }
      return result.ok;
    }),
  );
  if (stopping || results.includes(false)) return;
  printReady(wanted, args.profile);
  if (args.profile === 'dev' && !args.only) seedDemoData();
  for (const child of children) {
    void child.exited.then(({ code, signal }) => {
      if (stopping) return;
      log(`${child.spec.name} exited (${signal ?? `code ${code}`}); the others keep running`);
      if (children.every((c) => !c.isRunning())) void shutdown('every process exited', 1);
    });
  }
}

await main();
