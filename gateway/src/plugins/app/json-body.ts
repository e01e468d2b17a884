import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { exceedsJsonDepth, tooDeepError } from '../../http/json-body.ts';

/**
 * Every JSON body, on every route: Fastify's own parser (size limit BODY_LIMIT, prototype
 * poisoning refused) after a depth check, so that a body nested 20,000 deep gets a French 400
 * before anything recurses into it. Routes reading their own body (the partner webhook) call
 * `exceedsJsonDepth` themselves.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const parse = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (exceedsJsonDepth(body as string)) {
        done(tooDeepError(), undefined);
        return;
      }
      parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
