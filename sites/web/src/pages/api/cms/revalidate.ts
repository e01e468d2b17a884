import type { APIRoute } from 'astro';
import { checkRevalidateSecret } from '../../../lib/cms/check-revalidate-secret.ts';
import { invalidateCmsCache } from '../../../lib/cms/cms-cache.ts';

/** Strapi's publish webhook: drops the content cache so the change is live at once. */
export const POST: APIRoute = ({ request }) => {
  if (
    !checkRevalidateSecret(request.headers.get('x-revalidate-secret'), process.env.SITE_REVALIDATE_SECRET)
  ) {
    return new Response(null, { status: 401 });
  }
  invalidateCmsCache();
  return new Response(null, { status: 204 });
};
