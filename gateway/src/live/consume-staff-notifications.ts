import type { StaffNotification } from '@courtage/contracts/notification/staff-notification';
import { staffNotificationCreated } from '@courtage/contracts/notification/staff-notification-created.event';
import {
  type ConnectionManager,
  createConnectionManager,
  watchChannel,
} from '@courtage/runtime/bus-connection';
import { parseEvent } from '@courtage/runtime/envelope';
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
          const parsed = parseEvent(message.content, [staffNotificationCreated]);
          if (!parsed.ok) {
            logger.warn({ reason: parsed.reason }, 'staff notification event ignored');
            return;
          }
          opts.onNotification(parsed.envelope.data as StaffNotification);
        },
        { noAck: true },
      );
    },
  });
  await manager.start();
  return manager;
}
