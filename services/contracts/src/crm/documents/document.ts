import { type Static, Type } from '@sinclair/typebox';
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
