import { defineListRpc } from '../../list/define-list-rpc.ts';
import { EXTERNAL_RECORD_SORT_FIELDS, ExternalRecordFilter } from './external-crm.ts';
import { ExternalRecordRow } from './external-record.ts';

/** Staff: the partner's offers (`/admin/external-crm-offers`). */
export const listExternalCrmOffers = defineListRpc({
  service: 'crm',
  type: 'crm.list-external-crm-offers',
  row: ExternalRecordRow,
  filter: ExternalRecordFilter,
  sortFields: EXTERNAL_RECORD_SORT_FIELDS,
});
