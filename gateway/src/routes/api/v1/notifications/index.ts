import { countMyUnreadNotifications } from '@courtage/contracts/notification/count-my-unread-notifications.rpc';
import {
  listMyNotifications,
  notificationFilterForm,
} from '@courtage/contracts/notification/list-my-notifications.rpc';
import { markAllMyNotificationsRead } from '@courtage/contracts/notification/mark-all-my-notifications-read.rpc';
import { markMyNotificationRead } from '@courtage/contracts/notification/mark-my-notification-read.rpc';
import { UnreadCount } from '@courtage/contracts/notification/staff-notification-counts';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { listRoute } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const Errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};

/**
 * /api/v1/notifications: the signed-in staff member's own notifications (guard: autohooks.ts;
 * the notification service takes the member from the token's subject, never from the request).
 * Live ones arrive over `/ws`; these routes give what was missed, the count and the read marks.
 */
const notifications: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const tags = ['back-office : notifications'];

  listRoute(fastify, {
    path: '',
    rpc: listMyNotifications,
    filterForm: notificationFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Mes notifications, les plus récentes d’abord',
    tags,
  });

  fastify.get('/unread-count', {
    schema: {
      tags,
      summary: 'Nombre de mes notifications non lues',
      response: { 200: UnreadCount, ...Errors },
    },
    handler: async (request) =>
      fastify.bus.call(countMyUnreadNotifications, {}, callOptions(request, timeout)),
  });

  fastify.post('/read-all', {
    schema: { tags, summary: 'Tout marquer comme lu', response: { 200: UnreadCount, ...Errors } },
    handler: async (request) =>
      fastify.bus.call(markAllMyNotificationsRead, {}, callOptions(request, timeout)),
  });

  fastify.post('/:notificationId/read', {
    schema: {
      tags,
      summary: 'Marquer une notification comme lue',
      params: Type.Object({ notificationId: Uuid }),
      response: { 200: UnreadCount, ...Errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        markMyNotificationRead,
        { notificationId: request.params.notificationId },
        callOptions(request, timeout),
      ),
  });
};

export default notifications;
