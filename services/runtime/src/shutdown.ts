import { createLogger } from './logger.ts';

type Step = { name: string; step: () => Promise<void> };

const steps: Step[] = [];
const logger = createLogger('shutdown');
// Past this, a step is hanging: exit anyway rather than never stop.
const SHUTDOWN_TIMEOUT_MS = 20_000;
let installed = false;
let running: Promise<void> | null = null;

/** Runs the registered steps in reverse order (each once, errors logged), then resolves. */
export function shutdown(reason: string): Promise<void> {
  running ??= (async () => {
    logger.info({ reason }, 'shutting down');
    for (const { name, step } of [...steps].reverse()) {
      try {
        await step();
        logger.debug({ step: name }, 'shutdown step done');
      } catch (error) {
        logger.error({ err: error, step: name }, 'shutdown step failed');
      }
    }
  })();
  return running;
}

function onSignal(signal: NodeJS.Signals): void {
  if (running) {
    logger.warn({ signal }, 'already shutting down');
    return;
  }
  setTimeout(() => {
    logger.error('shutdown took too long, exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  shutdown(signal).then(() => process.exit(0));
}

/** Registers cleanup steps run in reverse order on SIGTERM/SIGINT (once), then exits 0. */
export function onShutdown(name: string, step: () => Promise<void>): void {
  steps.push({ name, step });
  if (installed) return;
  installed = true;
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
