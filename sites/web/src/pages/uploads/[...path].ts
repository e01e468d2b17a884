import type { APIRoute } from 'astro';
import { getCmsUrl } from '../../lib/server-env.ts';

// Strapi stores editors' images under /uploads on the CMS, which visitors never reach directly:
// the site relays them (images only), so the `url` Strapi gives (`/uploads/...`) works as is.
const ALLOWED = /^[\w.-]+\.(?:avif|gif|jpe?g|png|webp)$/i;

export const GET: APIRoute = async ({ params }) => {
  const path = params.path ?? '';
  if (!ALLOWED.test(path)) return new Response(null, { status: 404 });
  try {
    const upstream = await fetch(new URL(`/uploads/${path}`, getCmsUrl()), {
      signal: AbortSignal.timeout(5000),
    });
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel();
      return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
    }
    return new Response(upstream.body, {
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return new Response(null, { status: 502 });
  }
};
