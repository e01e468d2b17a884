import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { Quote } from './quote.ts';
import { quoteStatusForm } from './quote-form.ts';

export const setQuoteStatus = defineRpc({
  service: 'crm',
  type: 'crm.set-quote-status',
  version: 1,
  request: Type.Object({ id: Uuid, ...quoteStatusForm.schema.properties }, { additionalProperties: false }),
  response: Quote,
});
