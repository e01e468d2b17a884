import { defineRpc } from '../../define.ts';
import { Quote } from './quote.ts';
import { quoteForm } from './quote-form.ts';

export const createQuote = defineRpc({
  service: 'crm',
  type: 'crm.create-quote',
  version: 1,
  request: quoteForm.schema,
  response: Quote,
});
