import { ContactQueryInput, normalizeContactQuery } from '@courtage/contracts/crm/contact-query';
import { contactQuerySubmitted } from '@courtage/contracts/crm/contact-query-submitted.event';
import { siteFormRoute } from '../../../../http/site-form-route.ts';

/**
 * POST /api/v1/contactus: a visitor's contact-form message, published as a command and stored
 * by crm (public). The staff's routes under the same path are defined in the contracts.
 */
export default siteFormRoute({
  body: ContactQueryInput,
  command: contactQuerySubmitted,
  summary: 'Envoyer un message via le formulaire de contact',
  description:
    'Vérifie tous les champs à la fois (messages en français par champ), puis met la demande en file ' +
    'durable pour le service CRM (202) : elle est enregistrée une seule fois par Idempotency-Key, même ' +
    'si le CRM est momentanément arrêté. Un accusé de réception est envoyé par e-mail au visiteur.',
  normalize: normalizeContactQuery,
});
