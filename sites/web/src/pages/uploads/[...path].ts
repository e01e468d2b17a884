import type { APIRoute } from 'astro';
import { optimizeImage, parseWidth, pickFormat } from '../../lib/cms/optimize-image.ts';
import { getCmsUrl } from '../../lib/server-env.ts';

// Strapi stores editors' images under /uploads on the CMS, which visitors never reach directly:
// the site relays them (images only), so the `url` Strapi gives (`/uploads/...`) works as is.
// Raster images are served as AVIF or WebP when the browser takes them, at one of the fixed
// widths a page asks for with `?w=` (lib/cms/optimize-image.ts); SVG and GIF pass unchanged.
const ALLOWED = /^[\w.-]+\.(?:avif|gif|jpe?g|png|webp|svg)$/i;
const CONVERTIBLE = /\.(?:jpe?g|png|webp|avif)$/i;
const ONE_YEAR = 'public, max-age=31536000, immutable';

export const GET: APIRoute = async ({ params, request, url }) => {
  const path = params.path ?? '';
  if (!ALLOWED.test(path)) return new Response(null, { status: 404 });
  let upstream: Response;
  try {
    upstream = await fetch(new URL(`/uploads/${path}`, getCmsUrl()), { signal: AbortSignal.timeout(5000) });
  } catch {
    return new Response(null, { status: 502 });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.status === 404 ? 404 : 502 });
  }
  const contentType = upstream.headers.get('content-type') ?? 'application/octet-stream';
  const format = CONVERTIBLE.test(path) ? pickFormat(request.headers.get('accept')) : null;
  const width = parseWidth(url.searchParams.get('w'));
  const common = { 'x-content-type-options': 'nosniff', vary: 'Accept' };
  if (!format) {
    const svg = /\.svg$/i.test(path);
    return new Response(upstream.body, {
      headers: {
        ...common,
        'content-type': contentType,
        'cache-control': 'public, max-age=86400',
        // An SVG may hold scripts: served as an image only, never as a document.
        ...(svg
          ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
          : {}),
      },
    });
  }
  try {
    const original = Buffer.from(await upstream.arrayBuffer());
    const image = await optimizeImage(path, original, width, format);
    return new Response(new Uint8Array(image), {
      headers: { ...common, 'content-type': `image/${format}`, 'cache-control': ONE_YEAR },
    });
  } catch {
    return new Response(null, { status: 502 });
  }
};
