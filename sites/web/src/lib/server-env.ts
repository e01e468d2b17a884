import { liveSocketUrlOf } from './auth/api-url.ts';

// Read at request time (server side), never at build time: the same build runs in every profile.

/** Strapi base URL for server-side fetches. */
export function getCmsUrl(): string {
  return process.env.CMS_URL || 'http://127.0.0.1:1337';
}

/** Gateway base URL the browser calls; handed to islands as a prop. */
export function getPublicApiUrl(): string {
  return (process.env.PUBLIC_API_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * The gateway's live socket the back-office opens (`PUBLIC_WS_URL`, e.g. `wss://ws.example.fr/ws`
 * behind a proxy that routes sockets apart); unset, `/ws` on PUBLIC_API_URL's host. A value that
 * is not a ws: or wss: URL stops the page with the variable's name, rather than a socket that
 * never connects.
 */
export function getPublicWsUrl(): string {
  const configured = process.env.PUBLIC_WS_URL?.trim();
  if (!configured) return liveSocketUrlOf(getPublicApiUrl());
  if (!/^wss?:\/\/[^/\s]+/.test(configured) || !URL.canParse(configured))
    throw new Error(`PUBLIC_WS_URL must be a ws:// or wss:// URL, got "${configured}"`);
  return configured;
}

/**
 * PUBLIC_WS_URL for the security headers of every response: a wrong value falls back to the
 * derived address there, so that the public pages stay up; the app pages, which open the
 * socket, stop on it with the variable's name (`getPublicWsUrl`).
 */
export function getPublicWsUrlForPolicy(): string {
  try {
    return getPublicWsUrl();
  } catch {
    return liveSocketUrlOf(getPublicApiUrl());
  }
}
