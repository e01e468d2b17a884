import { randomUUID } from 'node:crypto';
import type { ContactQueryReceivedData } from '@courtage/contracts/crm/contact-query-received.event';
import type { EventEnvelope } from '@courtage/runtime/bus';

/** A `crm.contact-query.received` envelope as crm's outbox relay publishes it. */
export function contactQueryReceivedEvent(
  overrides: Partial<ContactQueryReceivedData>,
): EventEnvelope<ContactQueryReceivedData> {
  return {
    messageId: randomUUID(),
    type: 'crm.contact-query.received',
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    data: {
      id: randomUUID(),
      name: 'Camille Martin',
      email: 'camille.martin@example.fr',
      phone: '0612345678',
      postalCode: '69003',
      city: 'Lyon 3e Arrondissement',
      message: 'Bonjour, je cherche une mutuelle pour toute la famille.',
      createdAt: new Date().toISOString(),
      ...overrides,
    },
  };
}
