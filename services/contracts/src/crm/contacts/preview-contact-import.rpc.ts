import { defineRpc } from '../../define.ts';
import { CsvTable, ImportPreview } from './import-job.ts';

/** `POST /api/v1/contact/upload?preview=1`: every row checked, nothing written. */
export const previewContactImport = defineRpc({
  service: 'crm',
  type: 'crm.preview-contact-import',
  version: 1,
  request: CsvTable,
  response: ImportPreview,
});
