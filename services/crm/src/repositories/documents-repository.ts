import type { CrmDocument, DocumentKind } from '@courtage/contracts/crm/documents/document';
import type { Selectable } from 'kysely';
import type { DocumentsTable } from '../records-schema.ts';

export function toDocument(row: Selectable<DocumentsTable>): CrmDocument {
  return {
    id: row.id,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    kind: row.kind as DocumentKind,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at.toISOString(),
  };
}
