import type { MiddlewareHandler } from 'astro';
import { getPublicApiUrl, getPublicWsUrlForPolicy } from '../server-env.ts';
import { securityHeaders } from './security-headers.ts';

/** Every response of the site (pages, endpoints, uploads) gets the security headers. */
export const securityMiddleware: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  const headers = securityHeaders({
    astroPolicy: response.headers.get('content-security-policy'),
    apiUrl: getPublicApiUrl(),
    wsUrl: getPublicWsUrlForPolicy(),
    apmUrl: process.env.PUBLIC_APM_SERVER_URL ?? '',
    production: process.env.NODE_ENV === 'production',
    enforceCsp: !import.meta.env.DEV,
  });
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (a fetched Response passed through): copy it.
    const copy = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) copy.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: copy,
    });
  }
};
