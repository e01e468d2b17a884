import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_MIME_TYPES,
  type DocumentMimeType,
} from '@courtage/contracts/crm/documents/document';
import { getDocumentDownload } from '@courtage/contracts/crm/documents/get-document-download.rpc';
import {
  DOCUMENT_MAX_BYTES,
  documentUploadForm,
  registerDocument,
} from '@courtage/contracts/crm/documents/register-document.rpc';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { Uuid } from '@courtage/contracts/schemas';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_MESSAGES } from '../../../../http/error-messages.ts';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { createDocumentStorage } from './document-storage.ts';

const tags = ['documents'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const EXTENSIONS: Record<DocumentMimeType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** `contrat.PDF` detected as PNG -> `contrat.png`: the name says what the bytes are. */
export function fileNameFor(original: string, mime: DocumentMimeType): string {
  const base = (original.replace(/[/\\]/g, '_').replace(/\.[^.]*$/, '') || 'document').slice(0, 200);
  return `${base}.${EXTENSIONS[mime]}`;
}

/**
 * `/api/v1/contact/upload-file` (multipart: ownerType, ownerId, kind, then file; PDF, PNG or
 * JPEG by their first bytes, at most 10 MB, else 400 or 413 in French), `/download-file/:documentId`
 * (streamed from S3 after crm authorized the staff member). Listing and deleting documents are
 * endpoints defined in the contracts.
 */
export const documentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const storage = createDocumentStorage(fastify.config);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.post('/upload-file', {
    config: { access: 'staff' },
    // Above the gateway's 64 KiB default: the file part is bounded by multipart's fileSize instead.
    bodyLimit: DOCUMENT_MAX_BYTES + 64 * 1024,
    schema: {
      tags,
      summary: 'Joindre un document (PDF, PNG ou JPEG, 10 Mo au plus)',
      consumes: ['multipart/form-data'],
      response: { 201: registerDocument.response, ...errors },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.missingFile, [
          { field: 'file', message: DOCUMENT_MESSAGES.missingFile },
        ]);
      const part = await request.file();
      if (!part)
        throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.missingFile, [
          { field: 'file', message: DOCUMENT_MESSAGES.missingFile },
        ]);
      const fields = Object.fromEntries(
        Object.entries(part.fields)
          .filter(([name]) => name !== 'file')
          .map(([name, field]) => [name, (field as { value?: unknown }).value]),
      );
      const fieldErrors = checkForm(documentUploadForm, fields);
      if (fieldErrors.length > 0) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, fieldErrors);
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge, [
            { field: 'file', message: DOCUMENT_MESSAGES.tooLarge },
          ]);
        throw error;
      }
      if (bytes.length === 0)
        throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.missingFile, [
          { field: 'file', message: DOCUMENT_MESSAGES.missingFile },
        ]);
      // The type is what the first bytes say, never the name or the declared Content-Type.
      const detected = await fileTypeFromBuffer(bytes);
      const mime = detected?.mime as DocumentMimeType | undefined;
      if (!mime || !DOCUMENT_MIME_TYPES.includes(mime))
        throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.badType, [
          { field: 'file', message: DOCUMENT_MESSAGES.badType },
        ]);
      const form = fields as { ownerType: 'company' | 'contact' | 'contract'; ownerId: string; kind: never };
      const key = `documents/${form.ownerType}/${form.ownerId}/${randomUUID()}`;
      await storage.put(key, bytes, mime);
      try {
        const document = await fastify.bus.call(
          registerDocument,
          {
            ...form,
            key,
            fileName: fileNameFor(part.filename || 'document', mime),
            contentType: mime,
            size: bytes.length,
          },
          options(request),
        );
        return reply.code(201).send(document);
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },
  });

  fastify.get('/download-file/:documentId', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Télécharger un document',
      params: Type.Object({ documentId: Uuid }),
      response: {
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        503: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { document, key } = await fastify.bus.call(
        getDocumentDownload,
        { id: request.params.documentId },
        options(request),
      );
      const object = await storage.stream(key);
      reply
        .type(document.contentType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        )
        .header('cache-control', 'private, no-store');
      if (object.length !== undefined) reply.header('content-length', object.length);
      return reply.send(object.body as never);
    },
  });
};
