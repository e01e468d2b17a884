let apiUrl = 'http://localhost:3000';
let wsUrl: string | null = null;

/** Set once by the app root from the page's PUBLIC_API_URL (read per request server side). */
export function setApiUrl(url: string): void {
  apiUrl = url.replace(/\/+$/, '');
}

export function getApiUrl(): string {
  return apiUrl;
}

/**
 * The gateway's live socket when nothing else is set: `/ws` on the API's host, ws: or wss:
 * like the API's http: or https: (`http://localhost:3000` gives `ws://localhost:3000/ws`).
 */
export function liveSocketUrlOf(api: string): string {
  return `${api.replace(/\/+$/, '').replace(/^http/, 'ws')}/ws`;
}

/** Set once by the app root from the page's PUBLIC_WS_URL (read per request server side). */
export function setWsUrl(url: string): void {
  wsUrl = url;
}

/** The live socket's URL: PUBLIC_WS_URL as the page gave it, else derived from the API's. */
export function getWsUrl(): string {
  return wsUrl ?? liveSocketUrlOf(apiUrl);
}

/** An image path the API gave (e.g. '/api/v1/admin/avatars/…') as a full URL. */
export function apiAssetUrl(path: string | null | undefined): string {
  if (!path) return '';
  return /^(https?:|data:)/.test(path) ? path : `${apiUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
