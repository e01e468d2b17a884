/** Why a Strapi call failed: the server could not be reached (or timed out), it answered an HTTP
 * error, or it answered something that is not JSON. */
export type StrapiErrorKind = 'unreachable' | 'http' | 'invalid-response';

export class StrapiError extends Error {
  readonly kind: StrapiErrorKind;
  readonly status: number | undefined;
  readonly path: string;

  constructor(kind: StrapiErrorKind, path: string, message: string, status?: number, cause?: unknown) {
    super(message, { cause });
    this.name = 'StrapiError';
    this.kind = kind;
    this.path = path;
    this.status = status;
  }
}

export type StrapiRequest = {
  /** Base URL of Strapi, e.g. http://127.0.0.1:1337 */
  cmsUrl: string;
  /** Path with its query string, e.g. `/api/faq-categories?sort=position`. */
  path: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Extra request headers (the preview secret when rendering a draft). */
  headers?: Record<string, string>;
};

const DEFAULT_TIMEOUT_MS = 2000;

/** The one module that talks to Strapi's REST API (server side only). Throws StrapiError. */
export async function fetchFromStrapi<T>(request: StrapiRequest): Promise<T> {
  const { cmsUrl, path, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch, headers = {} } = request;
  const url = new URL(path, cmsUrl.endsWith('/') ? cmsUrl : `${cmsUrl}/`);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { ...headers, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new StrapiError('unreachable', path, `Strapi unreachable at ${url.origin}`, undefined, error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new StrapiError('http', path, `Strapi answered ${response.status} for ${path}`, response.status);
  }
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new StrapiError('invalid-response', path, `Strapi answered invalid JSON for ${path}`, 200, error);
  }
}
