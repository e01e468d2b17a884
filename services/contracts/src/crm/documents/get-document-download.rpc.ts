import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { CrmDocument } from './document.ts';

/** `GET /api/v1/contact/download-file/:documentId`: the S3 key the gateway streams from. */
export const getDocumentDownload = defineRpc({
  service: 'crm',
  type: 'crm.get-document-download',
  version: 1,
  request: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: Type.Object({ document: CrmDocument, key: Type.String() }, { additionalProperties: false }),
});
