import { isRateLimitedDetails } from '@courtage/contracts/offer/booking-limit.rpc';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '../../http/error-messages.ts';
import { toErrorResponse } from '../../http/to-error-response.ts';

/** Auth's lockout window (services/auth/src/domain/throttle.ts THROTTLE_WINDOW_MS), in seconds. */
const LOCKOUT_RETRY_AFTER_SECONDS = '900';

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
      // A 429 from a service says when to come back, as the per-IP limiter's own 429 does: the
      // seconds it gives (offer's booking limit), else when auth's 15-minute lockout is over.
      if (statusCode === 429 && !reply.hasHeader('retry-after'))
        reply.header(
          'retry-after',
          isRateLimitedDetails(body.details)
            ? String(body.details.retryAfterSeconds)
            : LOCKOUT_RETRY_AFTER_SECONDS,
        );
      return reply.code(statusCode).send(body);
    });

    fastify.setNotFoundHandler({ preHandler: fastify.rateLimit() }, (_request, reply) =>
      reply.code(404).send({ code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound }),
    );
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);
