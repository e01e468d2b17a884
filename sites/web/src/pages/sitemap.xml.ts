import type { APIRoute } from 'astro';
import { getInsuranceLines } from '../lib/cms/insurance-lines.ts';
import { LEGAL_PATHS } from '../lib/cms/legal-pages.ts';
import { siteOrigin } from '../lib/cms/site-url.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Public pages: home, FAQ, every published insurance line, legal pages. */
export const GET: APIRoute = async ({ url }) => {
  const origin = siteOrigin(url);
  const lines = await getInsuranceLines();
  const paths = [
    '/',
    '/faq',
    ...lines.map((line) => `/assurances/${line.slug}`),
    ...Object.values(LEGAL_PATHS),
  ];
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n') +
    '\n</urlset>\n';
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
