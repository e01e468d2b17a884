import { AppError } from '@courtage/contracts/errors';
import type { ConfirmChannel } from 'amqplib';
import { type Component, type ConnectionManager, watchChannel } from './bus-connection.ts';
import { publishConfirmed } from './confirm.ts';
import type { EventEnvelope } from './envelope.ts';
import type { Logger } from './logger.ts';
import { HEADERS } from './retry-policy.ts';

export const EVENTS_EXCHANGE = 'events';

export type Publisher = { component: Component; publish(envelope: EventEnvelope): Promise<void> };

// Publishing is done by the outbox relay, which retries: no long wait for the broker here.
const RECONNECT_GRACE_MS = 1_000;

export function createPublisher(manager: ConnectionManager, logger: Logger): Publisher {
  let channel: ConfirmChannel | null = null;
  return {
    component: {
      name: 'publisher',
      async start(connection, restart) {
        const opened = await connection.createConfirmChannel();
        watchChannel(opened, 'publisher', logger, () => {
          if (channel === opened) channel = null;
          restart();
        });
        await opened.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
        channel = opened;
      },
    },
    async publish(envelope) {
      if (!channel) await manager.whenConnected(RECONNECT_GRACE_MS);
      const open = channel;
      if (!open) throw new AppError('UNAVAILABLE', 'The message broker cannot be reached');
      try {
        await publishConfirmed(open, EVENTS_EXCHANGE, envelope.type, Buffer.from(JSON.stringify(envelope)), {
          persistent: true,
          messageId: envelope.messageId,
          correlationId: envelope.correlationId,
          type: envelope.type,
          contentType: 'application/json',
          timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000) || undefined,
          headers: { [HEADERS.correlationId]: envelope.correlationId, 'x-version': envelope.version },
        });
      } catch (error) {
        throw new AppError(
          'UNAVAILABLE',
          `Event ${envelope.type} not confirmed: ${(error as Error).message}`,
        );
      }
    },
  };
}
