import { defineRpc } from '../../define.ts';
import { CsvTable, ImportPreview } from '../contacts/import-job.ts';

export const previewContractImport = defineRpc({
  service: 'crm',
  type: 'crm.preview-contract-import',
  version: 1,
  request: CsvTable,
  response: ImportPreview,
});
