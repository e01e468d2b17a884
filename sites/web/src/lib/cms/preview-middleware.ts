import type { MiddlewareHandler } from 'astro';
import { cmsAdminOrigins } from './admin-origins.ts';
import { getPreviewSecret, PREVIEW_PARAM, runWithPreview, verifyPreviewToken } from './preview.ts';

/** The CMS admin panel's origins (admin-origins.ts): the only pages allowed to frame a preview. */
function frameAncestorsOf(origins: string[]): string {
  return `frame-ancestors ${origins.length > 0 ? origins.join(' ') : "'none'"}`;
}

const PREVIEW_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
} as const;

/**
 * A page opened with `?apercu=<token>` from the CMS's preview panel: with a valid token for this
 * very path, the page is rendered from drafts (every CMS query of the request, see cms-cache.ts),
 * marked 'Aperçu' by the layout, never cached and never indexed. A bad or expired token gets a
 * French 403, never the published page passed off as a preview.
 */
export const previewMiddleware: MiddlewareHandler = async (context, next) => {
  const token = context.url.searchParams.get(PREVIEW_PARAM);
  if (token === null) return next();
  const secret = getPreviewSecret();
  const claims = verifyPreviewToken(token, secret);
  if (!claims || claims.path !== context.url.pathname) {
    return new Response('Ce lien d’aperçu est invalide ou a expiré. Rouvrez l’aperçu depuis le CMS.', {
      status: 403,
      headers: { ...PREVIEW_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  context.locals.preview = true;
  const response = await runWithPreview({ secret }, () => next());
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  // The preview is shown in the CMS's preview panel (an iframe): the panel's origins, under
  // every host name the deployment lists, and they alone, may frame it, whatever the site's
  // policy says for other pages.
  const policy = headers.get('content-security-policy');
  const frameAncestors = frameAncestorsOf(cmsAdminOrigins());
  headers.set(
    'content-security-policy',
    policy
      ? policy.includes('frame-ancestors')
        ? policy.replace(/frame-ancestors[^;]*/, frameAncestors)
        : `${policy}; ${frameAncestors}`
      : frameAncestors,
  );
  headers.delete('x-frame-options');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
