import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/read-secret';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // CMS_SERVE_ADMIN=false starts Strapi without the admin panel, so `strapi build` is not
  // needed (the test profile only reads the REST API). The admin API itself stays mounted.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  auth: {
    secret: readSecret('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: readSecret('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: readSecret('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: readSecret('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
