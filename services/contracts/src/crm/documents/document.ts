import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';

/** What a document can be attached to. */
export const DOCUMENT_OWNERS = ['company', 'contact', 'contract'] as const;
export type DocumentOwner = (typeof DOCUMENT_OWNERS)[number];

/** What a document is (the compliance tab and the company's two documents read it). */
export const DOCUMENT_KINDS = [
  'kbis',
  'relationship-entry',
  'der',
  'needs-analysis',
  'advice',
  'ipid',
  'identity',
  'contract',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  kbis: 'Extrait Kbis',
  'relationship-entry': 'Document d’entrée en relation',
  der: 'DER signé',
  'needs-analysis': 'Recueil des besoins',
  advice: 'Devoir de conseil',
  ipid: 'IPID',
  identity: 'Pièce d’identité',
  contract: 'Contrat',
  other: 'Autre',
};

/** Types accepted, decided by the file's first bytes (never its name or declared type). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
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

export const DOCUMENT_MESSAGES = {
  missingFile: 'Veuillez joindre un fichier.',
  badType: 'Type de fichier refusé : PDF, PNG ou JPEG uniquement.',
  tooLarge: 'Le fichier dépasse 10 Mo.',
  notFound: 'Ce document n’existe pas.',
  storageDown: 'Le stockage des documents est indisponible, réessayez plus tard.',
  empty: 'Aucun document.',
} as const;

export const CrmDocument = Type.Object(
  {
    id: Uuid,
    ownerType: oneOf(DOCUMENT_OWNERS),
    ownerId: Uuid,
    kind: oneOf(DOCUMENT_KINDS),
    fileName: Type.String(),
    contentType: oneOf(DOCUMENT_MIME_TYPES),
    size: Type.Integer({ minimum: 0 }),
    uploadedBy: Type.String(),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type CrmDocument = Static<typeof CrmDocument>;

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

/** `GET /api/v1/contact/download-file/:documentId`: the S3 key the gateway streams from. */
export const getDocumentDownload = defineRpc({
  service: 'crm',
  type: 'crm.get-document-download',
  version: 1,
  request: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: Type.Object({ document: CrmDocument, key: Type.String() }, { additionalProperties: false }),
});

export const deleteDocument = defineRpc({
  service: 'crm',
  type: 'crm.delete-document',
  version: 1,
  request: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: Type.Object({ id: Uuid, key: Type.String() }, { additionalProperties: false }),
});

export const listDocuments = defineListRpc({
  service: 'crm',
  type: 'crm.list-documents',
  row: CrmDocument,
  filter: Type.Object({ ownerType: oneOf(DOCUMENT_OWNERS), ownerId: Uuid }, { additionalProperties: false }),
  sortFields: ['createdAt'],
});

export const documentListFilterForm = defineForm({
  schema: listDocuments.filter,
  messages: {
    ownerType: 'Veuillez indiquer à quoi le document est rattaché.',
    ownerId: REQUEST_MESSAGES.itemNotFound,
  },
});
