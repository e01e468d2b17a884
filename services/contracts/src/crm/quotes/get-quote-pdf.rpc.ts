import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { WithId } from './quote.ts';

/** `GET /api/v1/devis/:quoteId/pdf`: where the gateway streams the PDF from. */
export const getQuotePdf = defineRpc({
  service: 'crm',
  type: 'crm.get-quote-pdf',
  version: 1,
  request: WithId,
  response: Type.Object({ key: Type.String(), fileName: Type.String() }, { additionalProperties: false }),
});
