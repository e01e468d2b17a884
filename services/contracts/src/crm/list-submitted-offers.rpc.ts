import { defineListRpc } from '../list/define-list-rpc.ts';
import { listOptions } from './offer-lists.ts';

export const listSubmittedOffers = defineListRpc({ ...listOptions, type: 'crm.list-submitted-offers' });
