import { defineRpc } from '../../define.ts';
import { Quote, WithId } from './quote.ts';

export const getQuote = defineRpc({
  service: 'crm',
  type: 'crm.get-quote',
  version: 1,
  request: WithId,
  response: Quote,
});
