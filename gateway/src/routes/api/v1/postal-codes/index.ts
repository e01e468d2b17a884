import { AppError } from '@courtage/contracts/errors';
import { FIELD_MESSAGES } from '@courtage/contracts/form/field-messages';
import { isValidPostalCode, POSTAL_CODE_UNKNOWN_MESSAGE } from '@courtage/contracts/validators/postal-code';
import { findCommunesByPostalCode } from '@courtage/runtime/postal-codes/find-communes-by-postal-code';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';

const Named = Type.Object({ code: Type.String(), nom: Type.String() });
const PostalCodeResponse = Type.Object({
  postalCode: Type.String(),
  departement: Named,
  communes: Type.Array(Named),
});

/** GET /api/v1/postal-codes/:code: the communes and département of a French postal code. */
const postalCodes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/:code', {
    config: { access: 'public' },
    schema: {
      tags: ['référentiels'],
      summary: 'Communes et département d’un code postal',
      description:
        'Données officielles (@etalab/decoupage-administratif) ; arrondissements pour Paris, Lyon, Marseille.',
      // The 5-digit check is done in the handler to answer the contract's exact message.
      params: Type.Object({
        code: Type.String({ description: 'Code postal à 5 chiffres, par exemple 75011.' }),
      }),
      response: { 200: PostalCodeResponse, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const { code } = request.params;
      if (!isValidPostalCode(code)) {
        throw new AppError('VALIDATION_FAILED', FIELD_MESSAGES.postalCode);
      }
      const entry = findCommunesByPostalCode(fastify.postalCodes, code);
      if (!entry) throw new AppError('NOT_FOUND', POSTAL_CODE_UNKNOWN_MESSAGE);
      // Official data change a few times a year at most.
      return reply.header('cache-control', 'public, max-age=86400').send(entry);
    },
  });
};

export default postalCodes;
