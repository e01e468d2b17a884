import {
  adminUploadGeneralConditions,
  GENERAL_CONDITIONS_MAX_BYTES,
} from '@courtage/contracts/offer/admin-plan-general-conditions.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  504: ErrorResponseSchema,
};

/**
 * /api/v1/insurance-plans/:planId/general-conditions: an Admin's upload of a plan's general
 * conditions (a body limit of its own). The plans' other endpoints are defined in the contracts.
 */
const insurancePlans: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put('/:planId/general-conditions', {
    config: { access: 'admin' },
    // The PDF in base64 (5 MB at most once decoded), plus its name.
    bodyLimit: Math.ceil((GENERAL_CONDITIONS_MAX_BYTES * 4) / 3) + 4096,
    schema: {
      tags: ['administration des formules'],
      summary: 'Déposer les conditions générales d’une formule (PDF)',
      description:
        'Données à chaque souscription suivante (espace client, e-mail de confirmation, dossier ZIP). ' +
        'Refusé en français : fichier qui n’est pas un PDF ou de plus de 5 Mo.',
      params: Type.Object({ planId: Uuid }),
      body: Type.Object(
        {
          fileName: adminUploadGeneralConditions.request.properties.fileName,
          pdfBase64: adminUploadGeneralConditions.request.properties.pdfBase64,
        },
        { additionalProperties: false },
      ),
      response: { 200: adminUploadGeneralConditions.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        adminUploadGeneralConditions,
        { planId: request.params.planId, ...request.body },
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      ),
  });
};

export default insurancePlans;
