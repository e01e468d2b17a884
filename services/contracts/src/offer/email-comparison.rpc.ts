import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { Uuid } from '../schemas.ts';

/**
 * 'Recevoir ma comparaison par e-mail': the offers shown (ids of one comparison, in the order
 * shown) are sent as a PDF, with their reimbursement examples and the link that reopens them, to
 * the address given in that comparison (never another one). The offer ids are the capability,
 * as for the public offer detail.
 */
export const emailComparison = defineRpc({
  service: 'offer',
  type: 'offer.email-comparison',
  version: 1,
  request: Type.Object(
    { offerIds: Type.Array(Uuid, { minItems: 1, maxItems: 20, uniqueItems: true }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ queued: Type.Literal(true) }, { additionalProperties: false }),
});

/** The French answer of the comparator once the email is queued. */
export const COMPARISON_EMAIL_QUEUED = 'Votre comparaison vous est envoyée par e-mail, en PDF.';
/** Offers of several comparisons, or unknown ones. */
export const COMPARISON_EMAIL_UNKNOWN = 'Ces offres sont introuvables : relancez la comparaison.';

export const emailComparisonEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/confirm-offer/email-comparison',
  rpc: emailComparison,
  access: 'public',
  status: 202,
  summary: 'Recevoir sa comparaison par e-mail',
  tags: ['offres'],
});
