import { EXTERNAL_CRM_CSV_MAX_BYTES } from '@courtage/contracts/crm/external-crm/external-crm';
import { ExternalRecordKindSchema } from '@courtage/contracts/crm/external-crm/external-record';
import { previewExternalCrmImport } from '@courtage/contracts/crm/external-crm/preview-external-crm-import.rpc';
import { startExternalCrmImport } from '@courtage/contracts/crm/external-crm/start-external-crm-import.rpc';
import { AppError } from '@courtage/contracts/errors';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { decodeCsvBytes } from '../../../../http/csv-text.ts';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const tags = ['CRM partenaire'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const KindQuery = Type.Object({ kind: ExternalRecordKindSchema });
const EMPTY_FILE = 'Choisissez un fichier CSV non vide.';

/**
 * CSV import of the partner's records (Admin only): the body is the file itself (text/csv, up
 * to 5 MB), `?kind=offer|contract`. `/import/preview` imports nothing; `/import` checks again
 * and starts the all-or-nothing import (its progress, `/import/:importId`, is an endpoint of the
 * contracts).
 */
export const externalCrmImportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: EXTERNAL_CRM_CSV_MAX_BYTES },
    // UTF-8, UTF-16 or Windows-1252 as a spreadsheet saved it: crm reads the text.
    (_request, body, done) => done(null, decodeCsvBytes(body as Buffer)),
  );
  const csvOf = (body: unknown): string => {
    if (typeof body !== 'string' || body.trim() === '')
      throw new AppError('VALIDATION_FAILED', EMPTY_FILE, [{ field: 'file', message: EMPTY_FILE }]);
    return body;
  };
  const options = (request: Parameters<typeof callOptions>[0]) =>
    // A large file takes longer than a page: twice the usual timeout.
    callOptions(request, fastify.config.RPC_TIMEOUT_MS * 2);

  fastify.post('/import/preview', {
    config: { access: 'admin' },
    bodyLimit: EXTERNAL_CRM_CSV_MAX_BYTES,
    schema: {
      tags,
      summary: 'Vérifier un fichier CSV sans rien importer',
      querystring: KindQuery,
      response: { 200: previewExternalCrmImport.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        previewExternalCrmImport,
        { kind: request.query.kind, csv: csvOf(request.body) },
        options(request),
      ),
  });

  fastify.post('/import', {
    config: { access: 'admin' },
    bodyLimit: EXTERNAL_CRM_CSV_MAX_BYTES,
    schema: {
      tags,
      summary: 'Importer un fichier CSV (tout ou rien)',
      description: 'Une ligne invalide : 400 avec toutes les erreurs par ligne, rien n’est importé.',
      querystring: KindQuery,
      response: { 202: startExternalCrmImport.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(
          await fastify.bus.call(
            startExternalCrmImport,
            { kind: request.query.kind, csv: csvOf(request.body) },
            options(request),
          ),
        ),
  });
};
