import type { MiddlewareHandler } from 'astro';

/** What the site compresses: the pages it renders and its XML (images and fonts are compressed already). */
const COMPRESSIBLE = /^(?:text\/html|text\/plain|application\/xml|text\/xml|application\/json)\b/i;

/** Whether the client takes gzip (`Accept-Encoding`, a `q=0` refusal respected). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Gzips the pages the site renders when the browser takes it (the node adapter's standalone
 * server compresses nothing): the home page's HTML goes from about 39 kB to 10 kB, which a
 * phone on a slow network receives sooner, with the hero image it names.
 */
export const compressMiddleware: MiddlewareHandler = async (context, next) => {
  const response = await next();
  const type = response.headers.get('content-type');
  if (
    !response.body ||
    !type ||
    !COMPRESSIBLE.test(type) ||
    response.headers.has('content-encoding') ||
    context.request.method === 'HEAD' ||
    !acceptsGzip(context.request.headers.get('accept-encoding'))
  )
    return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
