import type { Core } from '@strapi/strapi';
import { readSecretList } from '../src/utils/read-secret';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // No npm look-ups for newer Strapi versions at start (and no network needed).
  logger: {
    updates: { enabled: false },
  },
  app: {
    keys: readSecretList('APP_KEYS'),
  },
});
