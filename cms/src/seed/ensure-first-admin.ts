import type { Core } from '@strapi/strapi';

// Development only; documented in cms/README.md. Production must set both variables.
const DEV_ADMIN_EMAIL = 'admin@courtage-sante.local';
const DEV_ADMIN_PASSWORD = 'CourtageDev-Admin-2026';

/**
 * Creates the first super admin from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD when no admin
 * exists yet, so the panel never offers its open "create the first admin" form. In production
 * both variables are required.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return;
  const isProduction = process.env.NODE_ENV === 'production';
  const email = process.env.STRAPI_ADMIN_EMAIL || (isProduction ? '' : DEV_ADMIN_EMAIL);
  const password = process.env.STRAPI_ADMIN_PASSWORD || (isProduction ? '' : DEV_ADMIN_PASSWORD);
  if (!email || !password) {
    throw new Error('[cms] STRAPI_ADMIN_EMAIL and STRAPI_ADMIN_PASSWORD must be set in production');
  }
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  await userService.create({
    email,
    password,
    firstname: 'Administrateur',
    lastname: 'Courtage',
    isActive: true,
    registrationToken: null,
    preferedLanguage: 'fr',
    roles: [superAdminRole.id],
  });
  strapi.log.info(`[seed] first super admin created: ${email}`);
}
