import { createContactQuery, normalizeContactQuery } from '@courtage/contracts/crm/contact-query';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { siteFormRoute } from '../../../../http/site-form-route.ts';
import { contactMessagesStaffRoutes } from './staff-routes.ts';

/** POST /api/v1/contactus: a visitor's contact-form message, stored by crm. */
const contactForm = siteFormRoute({
  rpc: createContactQuery,
  summary: 'Envoyer un message via le formulaire de contact',
  description:
    'Vérifie tous les champs à la fois (messages en français par champ), puis transmet la demande au ' +
    'service CRM. Un accusé de réception est envoyé par e-mail au visiteur.',
  normalize: normalizeContactQuery,
});

/** The public form, and the staff's routes in their own guarded plugin (staff-routes.ts). */
const contactus: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(contactForm);
  await fastify.register(contactMessagesStaffRoutes);
};

export default contactus;
