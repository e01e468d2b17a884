import type { Core } from '@strapi/strapi';

/**
 * Strapi's own end-user accounts are not used: the site reads published content server side
 * and the editors sign in to the admin panel. Public registration was open and
 * `/api/auth/forgot-password` answered 500 (no email provider). At every start,
 * registration is switched off in the users-permissions settings and the Public role loses
 * every `auth` action, so those routes answer 403. Idempotent.
 */
const CLOSED_ACTIONS = [
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.auth.emailConfirmation',
  'plugin::users-permissions.auth.sendEmailConfirmation',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.callback',
];

export async function closePublicAuth(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ value: { ...advanced, allow_register: false } });
    strapi.log.info('[seed] users-permissions public registration switched off');
  }
  const publicRole = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  if (!publicRole) return;
  const deleted = await strapi.db
    .query('plugin::users-permissions.permission')
    .deleteMany({ where: { role: publicRole.id, action: { $in: CLOSED_ACTIONS } } });
  if (deleted.count > 0) strapi.log.info(`[seed] public role lost ${deleted.count} auth actions`);
}
