let apiUrl = 'http://localhost:3000';

/** Set once by the app root from the page's PUBLIC_API_URL (read per request server side). */
export function setApiUrl(url: string): void {
  apiUrl = url.replace(/\/+$/, '');
}

export function getApiUrl(): string {
  return apiUrl;
}

/** An image path the API gave (e.g. '/api/v1/admin/avatars/…') as a full URL. */
export function apiAssetUrl(path: string | null | undefined): string {
  if (!path) return '';
  return /^(https?:|data:)/.test(path) ? path : `${apiUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
