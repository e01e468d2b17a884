import { GetIpidDocumentRequest, getIpidDocument } from '@courtage/contracts/offer/get-ipid-document.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

/**
 * GET /api/v1/confirm-offer/ipid/:file: the IPID a formula links to, as a PDF (public: the
 * visitor reads it before subscribing; the site's `/documents/ipid/<file>` leads here).
 */
const ipidRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/:file', {
    config: { access: 'public' },
    schema: {
      tags: ['offres'],
      summary: 'Document d’information (IPID) d’une formule, en PDF',
      params: GetIpidDocumentRequest,
      response: {
        400: ErrorResponseSchema,
        404: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const document = await fastify.bus.call(
        getIpidDocument,
        { file: request.params.file },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.file}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(document.pdfBase64, 'base64') as never); // bytes: no JSON schema to apply
    },
  });
};

export default ipidRoute;
