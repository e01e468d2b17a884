import type { Core } from '@strapi/strapi';

// The site reads the CMS server side, so CORS only matters for the admin panel (same origin).
export default (): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
