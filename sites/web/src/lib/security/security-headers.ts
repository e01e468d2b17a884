/**
 * The site's security headers. Astro writes `script-src` with the hashes of every
 * script it renders (astro.config.ts `security.csp`); this completes the policy around it:
 *
 * - scripts: Astro's hashes and 'self' only, never 'unsafe-inline';
 * - styles: 'self' 'unsafe-inline', as React `style` attributes and the toasts' injected
 *   styles need (a style cannot run code; the issue asks no 'unsafe-inline' for scripts);
 * - connections to the gateway, its live socket (PUBLIC_WS_URL) and the APM server only;
 * - `frame-ancestors 'none'`: no page of the site may be framed (the CMS preview middleware
 *   re-allows its own origin for previews);
 * - nosniff, a referrer policy, a permissions policy, HSTS in production.
 */
export type SecurityHeaderOptions = {
  /** The CSP header Astro set on the page, if any (pages built with hashes). */
  astroPolicy: string | null;
  /** PUBLIC_API_URL: the gateway the browser calls. */
  apiUrl: string;
  /** PUBLIC_WS_URL, or the socket derived from PUBLIC_API_URL (`getPublicWsUrl`). */
  wsUrl: string;
  /** PUBLIC_APM_SERVER_URL, or '' when monitoring is off. */
  apmUrl: string;
  production: boolean;
  /** false under `astro dev`, where Astro computes no hashes (its CSP works on builds only). */
  enforceCsp: boolean;
};

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** `script-src …` of Astro's policy, or 'self' alone for a response Astro gave none. */
function scriptSource(astroPolicy: string | null): string {
  const found = astroPolicy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return found ?? "script-src 'self'";
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const api = originOf(options.apiUrl);
  const apm = originOf(options.apmUrl);
  const socket = originOf(options.wsUrl);
  const list = (...sources: (string | null)[]) => sources.filter((s): s is string => Boolean(s)).join(' ');
  return [
    "default-src 'self'",
    scriptSource(options.astroPolicy),
    "style-src 'self' 'unsafe-inline'",
    list("img-src 'self' data: blob:", api),
    "font-src 'self' data:",
    list("connect-src 'self'", api, socket, apm),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    ...(options.enforceCsp ? { 'content-security-policy': contentSecurityPolicy(options) } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
