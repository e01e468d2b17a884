import { previewContractImport } from '@courtage/contracts/crm/contracts/preview-contract-import.rpc';
import { startContractImport } from '@courtage/contracts/crm/contracts/start-contract-import.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { acceptCsvBodies, CSV_IMPORT_MAX_BYTES, csvTableRequest } from '../contact/csv-table.ts';

const tags = ['contrats'];
const errors = AUTHENTICATED_ROUTE_ERRORS;

/**
 * `/api/v1/contrat`: the CSV import (a `text/csv` body read into a table); the portfolio's other
 * endpoints are defined in the contracts.
 */
const contracts: FastifyPluginAsyncTypebox = async (fastify) => {
  acceptCsvBodies(fastify);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS * 3);

  fastify.post('/upload/preview', {
    config: { access: 'staff' },
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Vérifier un fichier CSV de contrats sans rien importer',
      description:
        'Colonnes : siren;email;assureur;produit;numero de police;date d effet;date de renouvellement;prime mensuelle;taux de commission;statut.',
      consumes: ['text/csv'],
      response: { 200: previewContractImport.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(previewContractImport, await csvTableRequest(request.body), options(request)),
  });

  fastify.post('/upload', {
    config: { access: 'staff' },
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Importer un fichier CSV de contrats (tout ou rien)',
      consumes: ['text/csv'],
      response: { 202: startContractImport.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await fastify.bus.call(startContractImport, await csvTableRequest(request.body), options(request)),
        ),
  });
};

export default contracts;
