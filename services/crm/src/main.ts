import { runService } from '@courtage/runtime/service';
import { agendaHandlers } from './agenda/agenda-module.ts';
import { pipelineHandler } from './agenda/pipeline.ts';
import { recordsConfig } from './config.ts';
import type { CrmDatabase } from './database-schema.ts';
import { messagesRpcHandlers } from './messages-handlers.ts';
import { offerReadModelHandlers, offerReadModelSubscriptions } from './offers/offers-module.ts';
import { eraseCrmSubjectHandler, exportContactMessagesHandler } from './privacy/erase-subject.ts';
import { recordsRpcHandlers, recordsSubscriptions, startRecords } from './records-module.ts';
import { createContactQueryHandler } from './rpc/create-contact-query.ts';
import { globalSearchHandler } from './search/global-search-handler.ts';
import { siteFormsSubscription } from './site-forms/site-forms-subscription.ts';

// The crm service: companies, contacts, contact-us queries... (DESIGN.md §5).
// Environment: see docs/CONVENTIONS.md (DATABASE_URL, AMQP_URL, HEALTH_PORT, LOG_LEVEL).
await runService<CrmDatabase, typeof recordsConfig>({
  name: 'crm',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3103,
  config: recordsConfig,
  onStart: (ctx) => startRecords(ctx),
  rpc: ({ db, bus, logger }) => [
    ...recordsRpcHandlers(),
    createContactQueryHandler(db),
    ...messagesRpcHandlers(db, bus, logger),
    ...offerReadModelHandlers(db),
    ...agendaHandlers(db, bus),
    pipelineHandler(db),
    globalSearchHandler(db),
    eraseCrmSubjectHandler(db),
    exportContactMessagesHandler(db),
  ],
  subscriptions: ({ db }) => [
    siteFormsSubscription(db),
    ...offerReadModelSubscriptions(db),
    ...recordsSubscriptions(),
  ],
});
