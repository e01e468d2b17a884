import type { Core } from '@strapi/strapi';

const PUBLIC_READ_ACTIONS = [
  'api::faq-category.faq-category.find',
  'api::faq-category.faq-category.findOne',
  'api::faq-item.faq-item.find',
  'api::faq-item.faq-item.findOne',
  'api::site-setting.site-setting.find',
  'api::home-page.home-page.find',
  'api::chatbot-setting.chatbot-setting.find',
  'api::insurance-line.insurance-line.find',
  'api::insurance-line.insurance-line.findOne',
  'api::legal-page.legal-page.find',
  'api::legal-page.legal-page.findOne',
  'api::insurer.insurer.find',
];

/** Lets anonymous visitors (the site, server side) read published site content. Idempotent. */
export async function grantPublicRead(strapi: Core.Strapi): Promise<void> {
  const publicRole = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  if (!publicRole) {
    throw new Error('[seed] users-permissions public role not found');
  }
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of PUBLIC_READ_ACTIONS) {
    const existing = await permissions.findOne({ where: { action, role: publicRole.id } });
    if (!existing) {
      await permissions.create({ data: { action, role: publicRole.id } });
      strapi.log.info(`[seed] public role granted ${action}`);
    }
  }
}
