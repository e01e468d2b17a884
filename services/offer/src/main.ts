import { runService } from '@courtage/runtime/service';

// The offer service (DESIGN.md §5: insurers, plans, tariffs, comparisons, appointments).
// For now only the process: migrations (the runtime's outbox and inbox), the bus
// connection, the health endpoint and graceful shutdown; its RPCs come with the
// comparator issues. Environment: docs/CONVENTIONS.md.
await runService<Record<string, never>>({
  name: 'offer',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3102,
});
