import type { Core } from '@strapi/strapi';
import { applyEditorLabels } from './seed/apply-editor-labels';
import { requireProductionIdentity } from './seed/broker-identity';
import { closePublicAuth } from './seed/close-public-auth';
import { ensureDevEditor } from './seed/ensure-dev-editor';
import { ensureEditorRole } from './seed/ensure-editor-role';
import { ensureFirstAdmin } from './seed/ensure-first-admin';
import { grantPublicRead } from './seed/grant-public-read';
import { notifySiteOnPublish } from './seed/notify-site-on-publish';
import { requireImageAlt } from './seed/require-image-alt';
import { seedContent } from './seed/seed-content';
import { seedFaq } from './seed/seed-faq';
import { seedPictures } from './seed/seed-pictures';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    requireImageAlt(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin(strapi);
    await grantPublicRead(strapi);
    await closePublicAuth(strapi);
    await ensureEditorRole(strapi);
    await ensureDevEditor(strapi);
    await seedFaq(strapi);
    await seedContent(strapi);
    await seedPictures(strapi);
    await applyEditorLabels(strapi);
    await requireProductionIdentity(strapi);
    notifySiteOnPublish(strapi);
  },
};
