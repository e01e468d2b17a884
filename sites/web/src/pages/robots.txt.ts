import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/cms/site-url.ts';

export const GET: APIRoute = ({ url }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /profile',
      'Disallow: /api/',
      `Sitemap: ${siteOrigin(url)}/sitemap.xml`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
