import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { staffNotificationCreated } from '@courtage/contracts/notification/staff-notification-created.event';
import {
  type ConnectionManager,
  createConnectionManager,
  watchChannel,
} from '@courtage/runtime/bus-connection';
import { parseEvents } from '@courtage/runtime/envelope';
import type { Logger } from '@courtage/runtime/logger';

const EVENTS_EXCHANGE = 'events';

/**
 * This replica's own queue for `notification.staff-notification.created`: server-named,
 * exclusive and auto-deleted (it lives as long as this connection), bound to `events`, so
 * every replica receives every notification and pushes it to the sockets it holds. Nothing
 * is acknowledged or retried: a notification missed while a replica was down is stored by
 * the notification service, and the client fetches it when it reconnects.
 * Reconnects by itself (the runtime's connection manager) and declares a new queue each time.
 */
export async function consumeStaffNotifications(opts: {
  url: string;
  logger: Logger;
  onNotification(notification: StaffNotification): void;
}): Promise<ConnectionManager> {
  const { logger } = opts;
  const manager = createConnectionManager({ url: opts.url, name: 'gateway-live', logger });
  await manager.add({
    name: 'staff-notifications',
    async start(connection, restart) {
      const channel = watchChannel(await connection.createChannel(), 'staff-notifications', logger, restart);
      await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      await channel.bindQueue(queue, EVENTS_EXCHANGE, staffNotificationCreated.type);
      await channel.consume(
        queue,
        (message) => {
          if (!message) return;
          // One notification, or several stored together (an outbox claim: one message).
          const parsed = parseEvents(message.content, message.properties.headers, [staffNotificationCreated]);
          for (const event of Array.isArray(parsed) ? parsed.map((item) => item.parsed) : [parsed]) {
            if (event.ok) opts.onNotification(event.envelope.data as StaffNotification);
            else logger.warn({ reason: event.reason }, 'staff notification event ignored');
          }
        },
        { noAck: true },
      );
    },
  });
  await manager.start();
  return manager;
}
