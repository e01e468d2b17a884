/** Public origin of the site for canonical URLs, Open Graph and the sitemap: PUBLIC_SITE_URL
 * (read per request), else the origin the request came to. */
export function siteOrigin(requestUrl: URL): string {
  return (process.env.PUBLIC_SITE_URL || requestUrl.origin).replace(/\/+$/, '');
}
