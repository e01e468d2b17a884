import { ContactQueryInput, normalizeContactQuery } from '@courtage/contracts/crm/contact-query';
import { contactQuerySubmitted } from '@courtage/contracts/crm/contact-query-submitted.event';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { siteFormRoute } from '../../../../http/site-form-route.ts';
import { contactMessagesStaffRoutes } from './staff-routes.ts';

/** POST /api/v1/contactus: a visitor's contact-form message, stored by crm. */
const contactForm = siteFormRoute({
  body: ContactQueryInput,
  command: contactQuerySubmitted,
  summary: 'Envoyer un message via le formulaire de contact',
  description:
    'Vérifie tous les champs à la fois (messages en français par champ), puis met la demande en file ' +
    'durable pour le service CRM (202) : elle est enregistrée une seule fois par Idempotency-Key, même ' +
    'si le CRM est momentanément arrêté. Un accusé de réception est envoyé par e-mail au visiteur.',
  normalize: normalizeContactQuery,
});

/** The public form, and the staff's routes in their own guarded plugin (staff-routes.ts). */
const contactus: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(contactForm);
  await fastify.register(contactMessagesStaffRoutes);
};

export default contactus;
