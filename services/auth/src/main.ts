import { runService } from '@courtage/runtime/service';

// The auth service (DESIGN.md §5: customers, staff accounts, sessions, one-time codes).
// For now only the process: migrations (the runtime's outbox and inbox), the bus
// connection, the health endpoint and graceful shutdown; its RPCs come with the
// sign-in issues. Environment: docs/CONVENTIONS.md.
await runService<Record<string, never>>({
  name: 'auth',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3101,
});
