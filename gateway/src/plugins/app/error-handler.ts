import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '../../http/error-messages.ts';
import { toErrorResponse } from '../../http/to-error-response.ts';

/**
 * The one error handler and the JSON 404. A 4xx shows its French message; a 5xx
 * hides whatever went wrong behind a fixed message and is logged with the request.
 * The 404 handler is rate-limited, so that scanning for routes is throttled too.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toErrorResponse(error);
      if (statusCode >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
      } else {
        request.log.info({ code: body.code, statusCode }, 'request refused');
      }
      return reply.code(statusCode).send(body);
    });

    fastify.setNotFoundHandler({ preHandler: fastify.rateLimit() }, (_request, reply) =>
      reply.code(404).send({ code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound }),
    );
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);
