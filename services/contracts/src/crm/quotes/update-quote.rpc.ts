import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { Quote } from './quote.ts';
import { quoteForm } from './quote-form.ts';

export const updateQuote = defineRpc({
  service: 'crm',
  type: 'crm.update-quote',
  version: 1,
  request: Type.Object({ id: Uuid, quote: quoteForm.schema }, { additionalProperties: false }),
  response: Quote,
});
