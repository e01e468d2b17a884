import amqp from 'amqplib';
import type { EventEnvelope } from '../bus.ts';
import { EVENT_COUNT_HEADER } from '../envelope.ts';

export type EventObserver = { received: EventEnvelope[]; close(): Promise<void> };

/**
 * Listens to the `events` exchange for `routingKey` on a private, auto-deleted queue:
 * what a consumer would receive, without being one of the services.
 */
export async function observeEvents(url: string, routingKey: string): Promise<EventObserver> {
  const connection = await amqp.connect(url);
  connection.on('error', () => {});
  const channel = await connection.createChannel();
  channel.on('error', () => {});
  await channel.assertExchange('events', 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, 'events', routingKey);
  const received: EventEnvelope[] = [];
  await channel.consume(
    queue,
    (message) => {
      if (!message) return;
      const body = JSON.parse(message.content.toString('utf8')) as EventEnvelope | EventEnvelope[];
      // Several events of one type published together come as one message (publishBatch).
      if (message.properties.headers?.[EVENT_COUNT_HEADER] !== undefined && Array.isArray(body)) {
        received.push(...body);
      } else {
        received.push(body as EventEnvelope);
      }
    },
    { noAck: true },
  );
  return {
    received,
    async close() {
      await connection.close();
    },
  };
}
