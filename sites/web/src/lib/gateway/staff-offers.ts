import type { RpcResponse } from '@courtage/contracts/define';
import type { revealSubscriptionField as revealRpc } from '@courtage/contracts/offer/reveal-subscription-field.rpc';
import type { RevealableField } from '@courtage/contracts/offer/staff-offer-forms';
import { apiRequest } from '../auth/api-client.ts';
import { downloadFile } from './documents.ts';

// What the back-office's offers have that is not an endpoint of the contracts (the lists, the
// page and its actions go through `call`): the reveal, never cached, and the ZIP download.
const offerPath = (offerId: string) => `/api/v1/offers/${encodeURIComponent(offerId)}`;

/** Admin only, written to the offer's audit log. */
export const revealSubscriptionField = (offerId: string, field: RevealableField) =>
  apiRequest<RpcResponse<typeof revealRpc>>(`${offerPath(offerId)}/reveal`, {
    method: 'POST',
    auth: true,
    json: { field },
  });

/** The signed subscription file as one ZIP (sealed PDFs, evidence file), to send to the insurer. */
export const downloadSubscriptionFileZip = (offerId: string, mandateReference: string) =>
  downloadFile(
    `${offerPath(offerId)}/subscription-file.zip`,
    `dossier-souscription-${mandateReference || offerId}.zip`,
  );
