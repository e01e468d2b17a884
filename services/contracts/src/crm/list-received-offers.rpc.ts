import { defineListRpc } from '../list/define-list-rpc.ts';
import { listOptions } from './offer-lists.ts';

export const listReceivedOffers = defineListRpc({ ...listOptions, type: 'crm.list-received-offers' });
