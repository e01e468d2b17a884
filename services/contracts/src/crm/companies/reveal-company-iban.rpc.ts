import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { WithId } from './company.ts';

/** Admin only, audited: the company's IBAN in clear. */
export const revealCompanyIban = defineRpc({
  service: 'crm',
  type: 'crm.reveal-company-iban',
  version: 1,
  request: WithId,
  response: Type.Object({ iban: Type.String() }, { additionalProperties: false }),
});
