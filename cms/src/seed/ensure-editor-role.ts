import type { Core } from '@strapi/strapi';

const EDITOR_CODE = 'strapi-editor';
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/**
 * The "Editor" admin role for marketers: create, read, update, delete and publish every content
 * type of the site (`api::*`, all fields) and use the media library; nothing else (no settings,
 * no users, no plugins' configuration). Strapi creates the role on the first start only, with
 * the content types of that day, so it is brought to exactly this set on every start (no-op
 * when already so).
 */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<void> {
  const roleService = strapi.service('admin::role');
  const role = await roleService.findOne({ code: EDITOR_CODE });
  if (!role) {
    strapi.log.warn('[seed] no Editor admin role found; marketers have no role to use');
    return;
  }
  const permissionService = strapi.service('admin::permission');
  const contentTypeActions = permissionService.actionProvider
    .values()
    .filter((action: { section: string }) => action.section === 'contentTypes');
  const contentPermissions = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(contentTypeActions)
    .filter((permission: { subject?: string }) => permission.subject?.startsWith('api::'));
  const mediaPermissions = MEDIA_ACTIONS.map((action) => ({ action, conditions: [] }));
  await roleService.assignPermissions(role.id, [...contentPermissions, ...mediaPermissions]);
  strapi.log.info('[seed] Editor role: content types and media library only');
}
