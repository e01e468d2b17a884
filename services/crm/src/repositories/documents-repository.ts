import type { CrmDocument, DocumentKind } from '@courtage/contracts/crm/documents/document';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DocumentsTable, RecordsDatabase } from '../records-schema.ts';
import { fetchKeysetPage } from './keyset-page.ts';

type Executor = Kysely<RecordsDatabase> | Transaction<RecordsDatabase>;
export type StoredDocument = Selectable<DocumentsTable>;

/** The records a document may belong to, by the owner's kind. */
const OWNER_TABLES = { company: 'companies', contact: 'contacts', contract: 'contracts' } as const;

export function toDocument(row: StoredDocument): CrmDocument {
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

export async function ownerExists(db: Executor, ownerType: keyof typeof OWNER_TABLES, ownerId: string) {
  const row = await db
    .selectFrom(OWNER_TABLES[ownerType])
    .select('id')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDocument(
  db: Executor,
  values: Insertable<DocumentsTable>,
): Promise<StoredDocument> {
  return db.insertInto('documents').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findDocument(db: Executor, id: string): Promise<StoredDocument | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the row and answers it (undefined when there was none). */
export async function deleteDocumentRow(db: Executor, id: string): Promise<StoredDocument | undefined> {
  return db.deleteFrom('documents').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Removes every document row of a record (its objects are the caller's to delete after commit). */
export async function deleteOwnerDocumentRows(
  db: Executor,
  ownerType: keyof typeof OWNER_TABLES,
  ownerId: string,
): Promise<StoredDocument[]> {
  return db
    .deleteFrom('documents')
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .returningAll()
    .execute();
}

/** One keyset page of a record's documents and their count. */
export async function listDocumentPage(
  db: Executor,
  owner: { ownerType: keyof typeof OWNER_TABLES; ownerId: string },
  page: { direction: 'asc' | 'desc'; cursor?: string; limit: number },
) {
  const base = db
    .selectFrom('documents')
    .where('owner_type', '=', owner.ownerType)
    .where('owner_id', '=', owner.ownerId);
  const [rows, count] = await Promise.all([
    fetchKeysetPage(base.selectAll('documents'), {
      sortColumn: 'documents.created_at',
      idColumn: 'documents.id',
      direction: page.direction,
      cursor: page.cursor,
      limit: page.limit,
    }),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.rows, nextCursor: rows.nextCursor, total: count.total };
}
