import { defineListRpc } from '../../list/define-list-rpc.ts';
import { EXTERNAL_RECORD_SORT_FIELDS, ExternalRecordFilter } from './external-crm.ts';
import { ExternalRecordRow } from './external-record.ts';

/** Staff: the partner's contracts (`/admin/external-crm-contracts`). */
export const listExternalCrmContracts = defineListRpc({
  service: 'crm',
  type: 'crm.list-external-crm-contracts',
  row: ExternalRecordRow,
  filter: ExternalRecordFilter,
  sortFields: EXTERNAL_RECORD_SORT_FIELDS,
});
