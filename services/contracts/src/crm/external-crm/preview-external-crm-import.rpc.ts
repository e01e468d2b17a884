import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { ImportRequest } from './external-crm.ts';
import { ExternalRecordKindSchema, externalRecordForm } from './external-record.ts';

/** A problem of one CSV row: its line in the file (the header is line 1), the field, in French. */
export const ImportRowError = Type.Object(
  { line: Type.Integer({ minimum: 1 }), field: Type.String(), message: Type.String() },
  { additionalProperties: false },
);
export type ImportRowError = Static<typeof ImportRowError>;

export const ExternalCrmImportPreview = Type.Object(
  {
    kind: ExternalRecordKindSchema,
    /** Data rows in the file. */
    total: Type.Integer({ minimum: 0 }),
    /** Every problem, row by row; the import is refused while there is one. */
    errors: Type.Array(ImportRowError),
    /** The first rows as they would be imported. */
    sample: Type.Array(externalRecordForm.schema),
  },
  { additionalProperties: false },
);
export type ExternalCrmImportPreview = Static<typeof ExternalCrmImportPreview>;

/** Admin: parses and checks a CSV file, imports nothing. */
export const previewExternalCrmImport = defineRpc({
  service: 'crm',
  type: 'crm.preview-external-crm-import',
  version: 1,
  request: ImportRequest,
  response: ExternalCrmImportPreview,
});
