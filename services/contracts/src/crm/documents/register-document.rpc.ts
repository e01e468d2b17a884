import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CrmDocument, DOCUMENT_KINDS, DOCUMENT_MIME_TYPES, DOCUMENT_OWNERS } from './document.ts';

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `POST /api/v1/contact/upload-file` (multipart): these fields, then the `file` part.
 */
export const documentUploadForm = defineForm({
  schema: Type.Object(
    { ownerType: oneOf(DOCUMENT_OWNERS), ownerId: Uuid, kind: oneOf(DOCUMENT_KINDS) },
    { additionalProperties: false },
  ),
  messages: {
    ownerType: 'Veuillez indiquer à quoi rattacher le document.',
    ownerId: REQUEST_MESSAGES.itemNotFound,
    kind: 'Veuillez choisir le type de document.',
  },
});

/**
 * The gateway stored the bytes in S3 under `key` (type checked by magic bytes, size bounded);
 * crm checks the owner exists and records the document (audited). On refusal the gateway
 * deletes the object.
 */
export const registerDocument = defineRpc({
  service: 'crm',
  type: 'crm.register-document',
  version: 1,
  request: Type.Object(
    {
      ...documentUploadForm.schema.properties,
      key: Type.String({ minLength: 1, maxLength: 300 }),
      fileName: Type.String({ minLength: 1, maxLength: 255 }),
      contentType: oneOf(DOCUMENT_MIME_TYPES),
      size: Type.Integer({ minimum: 1, maximum: DOCUMENT_MAX_BYTES }),
    },
    { additionalProperties: false },
  ),
  response: CrmDocument,
});
