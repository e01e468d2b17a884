import type { Logger } from '@courtage/runtime/logger';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consumeStaffNotifications } from '../../live/consume-staff-notifications.ts';
import { StaffSockets } from '../../live/staff-sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff sockets of this replica (routes/ws registers them, the consumer pushes). */
    staffSockets: StaffSockets;
  }
}

/**
 * Live notifications for staff (DESIGN.md §8): @fastify/websocket for `/ws` (routes/ws), and
 * this replica's consumer of `notification.staff-notification.created`, which pushes each
 * stored notification to the sockets of the staff member it is for.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    // Clients only ever send their token: 16 KiB is plenty.
    await fastify.register(websocket, { options: { maxPayload: 16 * 1024 } });
    const sockets = new StaffSockets();
    fastify.decorate('staffSockets', sockets);
    const log = fastify.log as Logger;
    const consumer = await consumeStaffNotifications({
      url: fastify.config.AMQP_URL,
      logger: log,
      onNotification(notification) {
        const delivered = sockets.push(notification);
        log.debug({ notificationId: notification.id, delivered }, 'staff notification pushed');
      },
    });
    fastify.addHook('onClose', async () => {
      await consumer.close();
    });
  },
  { name: 'live-notifications', dependencies: ['env'] },
);
