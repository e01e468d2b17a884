import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI 3 generated from the routes' TypeBox schemas: UI at /docs, JSON at /docs/json. */
export default fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'API Courtage Santé',
          description: 'API publique du comparateur et courtier en assurance santé.',
          version: '0.1.0',
        },
        tags: [
          { name: 'contact', description: 'Formulaire de contact' },
          { name: 'référentiels', description: 'Codes postaux et communes' },
          { name: 'supervision', description: 'État du service' },
        ],
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // The docs are also read over plain http on developers' machines.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'swagger' },
);
