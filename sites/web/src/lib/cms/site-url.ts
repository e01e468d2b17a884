/** Used when PUBLIC_SITE_URL is unset (development): never the request's Host header. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:4321';

/**
 * Public origin of the site for canonical URLs, Open Graph, robots.txt and the sitemap:
 * PUBLIC_SITE_URL (read per request), else DEFAULT_SITE_ORIGIN. Never the origin the
 * request came to: a forged Host header would otherwise write an attacker's domain into
 * cached pages' canonical links and the sitemap. `requestUrl` is kept so callers
 * need not change; it is deliberately unused.
 */
export function siteOrigin(_requestUrl?: URL): string {
  return (process.env.PUBLIC_SITE_URL || DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
}
