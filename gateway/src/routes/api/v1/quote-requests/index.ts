import { normalizeQuoteRequest, QuoteRequestInput } from '@courtage/contracts/crm/quote-request';
import { quoteRequestSubmitted } from '@courtage/contracts/crm/quote-request-submitted.event';
import { siteFormRoute } from '../../../../http/site-form-route.ts';

/** POST /api/v1/quote-requests: a quote request from an insurance-line page, stored by crm
 * as a prospect with a quote request. Same checks and limits as /api/v1/contactus. */
export default siteFormRoute({
  body: QuoteRequestInput,
  command: quoteRequestSubmitted,
  summary: 'Demander un devis pour une assurance',
  description:
    'Vérifie tous les champs à la fois (messages en français par champ), puis met la demande en file ' +
    'durable (202) pour le service CRM, qui enregistre le prospect et sa demande de devis une seule fois ' +
    'par Idempotency-Key.',
  normalize: normalizeQuoteRequest,
});
