import type { Core } from '@strapi/strapi';

// Development and test only; documented in cms/README.md. Production editors are invited by an
// administrator from the panel.
export const DEV_EDITOR_EMAIL = 'editeur@courtage-sante.local';
const DEV_EDITOR_PASSWORD = 'CourtageDev-Editeur-2026';

/**
 * A marketer's account with the Editor role outside production, so that the editor's journey
 * (French panel, drafts, preview, publish) can be tried and tested. Its panel is in French.
 */
export async function ensureDevEditor(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  const userService = strapi.service('admin::user');
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: DEV_EDITOR_EMAIL } });
  if (existing) return;
  const editorRole = await strapi.service('admin::role').findOne({ code: 'strapi-editor' });
  if (!editorRole) return;
  await userService.create({
    email: DEV_EDITOR_EMAIL,
    password: DEV_EDITOR_PASSWORD,
    firstname: 'Équipe',
    lastname: 'Marketing',
    isActive: true,
    registrationToken: null,
    preferedLanguage: 'fr',
    roles: [editorRole.id],
  });
  strapi.log.info(`[seed] development editor created: ${DEV_EDITOR_EMAIL}`);
}
