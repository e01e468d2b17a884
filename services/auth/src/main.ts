import { env } from '@courtage/runtime/config';
import { runService } from '@courtage/runtime/service';
import type { AuthContext } from './auth-context.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { ensureFirstAdmin, seedDemoAccounts } from './bootstrap.ts';
import { AUTH_CONFIG, resolveKeys } from './config.ts';
import type { AuthDatabase } from './database-schema.ts';
import { pruneExpired } from './domain/prune-expired.ts';
import { createRevocationList, republishRecentRevocations } from './domain/revocation-list.ts';
import { customerAndSessionHandlers } from './rpc/customer-and-session-handlers.ts';
import { erasureHandlers } from './rpc/erasure-requests.ts';
import { staffHandlers } from './rpc/staff-handlers.ts';

// The auth service (DESIGN.md §5): customers, staff accounts, sessions, one-time codes.
// Environment: docs/CONVENTIONS.md and src/config.ts (JWT_SECRET, AUTH_ENCRYPTION_KEY,
// PUBLIC_SITE_URL, PUBLIC_API_URL, ADMIN_EMAIL, ADMIN_PASSWORD, AUTH_SEED_DEMO, REDIS_URL...).
let auth: AuthContext | undefined;
let pruneTimer: NodeJS.Timeout | undefined;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const CONFIG = { ...AUTH_CONFIG, REDIS_URL: env.REDIS_URL };

await runService<AuthDatabase, typeof CONFIG>({
  name: 'auth',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3101,
  config: CONFIG,
  async onStart({ db, config, logger }) {
    const keys = resolveKeys(config);
    const revocations = createRevocationList(config.REDIS_URL, logger);
    auth = {
      db,
      ...keys,
      siteUrl: config.PUBLIC_SITE_URL.replace(/\/$/, ''),
      apiUrl: config.PUBLIC_API_URL.replace(/\/$/, ''),
      maxFailuresPerAccount: config.AUTH_MAX_FAILURES,
      now: () => new Date(),
      background: createBackgroundTasks(logger),
      revocations,
    };
    // Not fatal: Redis away at start would also refuse sign-outs until it is back (they throw),
    // and the gateway refuses every guarded request meanwhile (503), so nothing revoked passes.
    await republishRecentRevocations(db, revocations, auth.now()).then(
      (republished) => {
        if (republished > 0) logger.info({ republished }, 'recent session revocations published again');
      },
      (error: unknown) => logger.error({ err: error }, 'recent session revocations not published again'),
    );
    await ensureFirstAdmin(db, config, logger);
    const seed = config.AUTH_SEED_DEMO;
    if (seed === 'true' || (seed === 'auto' && config.NODE_ENV === 'development'))
      await seedDemoAccounts(db, logger);
    // Hourly, never keeping the process alive; replicas doing it twice is harmless.
    pruneTimer = setInterval(() => {
      pruneExpired(db).then(
        (deleted) => logger.info({ deleted }, 'expired auth rows pruned'),
        (error: unknown) => logger.warn({ err: error }, 'pruning expired auth rows failed'),
      );
    }, PRUNE_EVERY_MS);
    pruneTimer.unref();
  },
  // After the bus stopped consuming: the reset emails still being issued are written first.
  onStop: async () => {
    clearInterval(pruneTimer);
    await auth?.background.settle();
    await auth?.revocations.close();
  },
  rpc: () => {
    if (!auth) throw new Error('auth context not ready');
    return [...customerAndSessionHandlers(auth), ...staffHandlers(auth), ...erasureHandlers(auth)];
  },
});
