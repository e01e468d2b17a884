import { createQuoteRequest, normalizeQuoteRequest } from '@courtage/contracts/crm/quote-request';
import { siteFormRoute } from '../../../../http/site-form-route.ts';

/** POST /api/v1/quote-requests: a quote request from an insurance-line page, stored by crm
 * as a prospect with a quote request. Same checks and limits as /api/v1/contactus. */
export default siteFormRoute({
  rpc: createQuoteRequest,
  summary: 'Demander un devis pour une assurance',
  description:
    'Vérifie tous les champs à la fois (messages en français par champ), puis transmet la demande au ' +
    'service CRM, qui enregistre le prospect et sa demande de devis.',
  normalize: normalizeQuoteRequest,
});
