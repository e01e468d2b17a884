import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import {
  EXTERNAL_RECORD_CSV_COLUMNS,
  EXTERNAL_RECORD_SORT_FIELDS,
  ExternalRecordFilter,
  externalRecordFilterForm,
} from './external-crm.ts';
import { ExternalRecordRow } from './external-record.ts';

/** Staff: the partner's contracts (`/admin/external-crm-contracts`). */
export const listExternalCrmContracts = defineListRpc({
  service: 'crm',
  type: 'crm.list-external-crm-contracts',
  row: ExternalRecordRow,
  filter: ExternalRecordFilter,
  sortFields: EXTERNAL_RECORD_SORT_FIELDS,
});

export const listExternalCrmContractsEndpoint = defineListEndpoint({
  path: '/api/v1/external-crm/contracts',
  rpc: listExternalCrmContracts,
  access: 'staff',
  filterForm: externalRecordFilterForm,
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  summary: 'Contrats du CRM partenaire',
  tags: ['CRM partenaire'],
  csv: { fileName: 'crm-partenaire-contrats', columns: EXTERNAL_RECORD_CSV_COLUMNS },
});
