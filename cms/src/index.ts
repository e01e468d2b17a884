import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './seed/ensure-first-admin';
import { grantPublicRead } from './seed/grant-public-read';
import { seedFaq } from './seed/seed-faq';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureFirstAdmin(strapi);
    await grantPublicRead(strapi);
    await seedFaq(strapi);
  },
};
