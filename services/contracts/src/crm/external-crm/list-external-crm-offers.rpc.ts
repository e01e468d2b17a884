import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import {
  EXTERNAL_RECORD_CSV_COLUMNS,
  EXTERNAL_RECORD_SORT_FIELDS,
  ExternalRecordFilter,
  externalRecordFilterForm,
} from './external-crm.ts';
import { ExternalRecordRow } from './external-record.ts';

/** Staff: the partner's offers (`/admin/external-crm-offers`). */
export const listExternalCrmOffers = defineListRpc({
  service: 'crm',
  type: 'crm.list-external-crm-offers',
  row: ExternalRecordRow,
  filter: ExternalRecordFilter,
  sortFields: EXTERNAL_RECORD_SORT_FIELDS,
});

export const listExternalCrmOffersEndpoint = defineListEndpoint({
  path: '/api/v1/external-crm/offers',
  rpc: listExternalCrmOffers,
  access: 'staff',
  filterForm: externalRecordFilterForm,
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  summary: 'Offres du CRM partenaire',
  tags: ['CRM partenaire'],
  csv: { fileName: 'crm-partenaire-offres', columns: EXTERNAL_RECORD_CSV_COLUMNS },
});
