import { previewContactImport } from '@courtage/contracts/crm/contacts/preview-contact-import.rpc';
import { startContactImport } from '@courtage/contracts/crm/contacts/start-contact-import.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { acceptCsvBodies, CSV_IMPORT_MAX_BYTES, csvTableRequest } from './csv-table.ts';
import { documentRoutes } from './document-routes.ts';

const tags = ['contacts'];
const errors = AUTHENTICATED_ROUTE_ERRORS;

/**
 * `/api/v1/contact`: what is more than one RPC hop (the contacts' other endpoints are defined in
 * the contracts): the CSV import (a `text/csv` body read into a table) and the documents'
 * upload and download.
 */
const contacts: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(documentRoutes);
  await fastify.register(contactImportRoutes);
};

/** The contacts' CSV import, its own plugin for its `text/csv` body parser. */
const contactImportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  acceptCsvBodies(fastify);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS * 3);

  fastify.post('/upload/preview', {
    config: { access: 'staff' },
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Vérifier un fichier CSV de contacts sans rien importer',
      description: 'Colonnes : civilite;nom;prenom;fonction;email;telephone;siren (UTF-8, « ; » ou « , »).',
      consumes: ['text/csv'],
      response: { 200: previewContactImport.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(previewContactImport, await csvTableRequest(request.body), options(request)),
  });

  fastify.post('/upload', {
    config: { access: 'staff' },
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Importer un fichier CSV de contacts (tout ou rien)',
      description:
        'Une ligne invalide : 400 avec les erreurs par ligne, rien n’est importé. Sinon 202 et l’identifiant de l’import, dont la progression se lit sur /upload/:jobId.',
      consumes: ['text/csv'],
      response: { 202: startContactImport.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await fastify.bus.call(startContactImport, await csvTableRequest(request.body), options(request)),
        ),
  });
};

export default contacts;
