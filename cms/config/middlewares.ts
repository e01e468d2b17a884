import type { Core } from '@strapi/strapi';
import { adminOrigins } from '../src/utils/admin-origins';

/**
 * The origins a browser may call the CMS from, with credentials: its own admin panel, under every
 * host name the deployment lists (CMS_PUBLIC_URL on CMS_ADMIN_HOSTS, default localhost and
 * 127.0.0.1), and the site (PUBLIC_SITE_URL, for the preview panel's links). Strapi's default
 * reflected any Origin with credentials, so a foreign page could obtain an admin token from the
 * refresh cookie. The site itself reads the CMS server side.
 */
function allowedOrigins(env: (name: string, fallback?: string) => string): string[] {
  const origins = new Set<string>(
    adminOrigins(
      env('CMS_PUBLIC_URL', 'http://localhost:1337'),
      env('CMS_ADMIN_HOSTS', 'localhost,127.0.0.1'),
    ),
  );
  for (const value of [env('PUBLIC_SITE_URL', 'http://localhost:4321')]) {
    try {
      origins.add(new URL(value).origin);
    } catch {
      // A malformed URL allows nothing rather than everything.
    }
  }
  return [...origins];
}

export default ({ env }: { env: (name: string, fallback?: string) => string }): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: allowedOrigins(env),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
