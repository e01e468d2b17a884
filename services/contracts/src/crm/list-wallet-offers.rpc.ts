import { defineListRpc } from '../list/define-list-rpc.ts';
import { listOptions } from './offer-lists.ts';

export const listWalletOffers = defineListRpc({ ...listOptions, type: 'crm.list-wallet-offers' });
