import { ApiError, NETWORK_ERROR_MESSAGE } from '../auth/api-error.ts';
import { getApiUrl } from '../auth/api-url.ts';

// One HTTP exchange with the gateway, without the session: `apiRequest` (../auth/api-client.ts)
// adds the bearer token and its renewal; public islands call `apiResult`, which needs neither.

export type RequestOptions = {
  method?: string;
  /** JSON body. */
  json?: unknown;
  /** Raw body (an uploaded image) with its content type. */
  raw?: { body: Blob; contentType: string };
  /** Send the stored bearer token (and refresh it once on 401): `apiRequest` only. */
  auth?: boolean;
  /** Cancels the call (a newer lookup replaces it); the abort rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` of a site form). */
  headers?: Record<string, string>;
};

/** Sends the request (JSON or raw body, bearer `token` if given); a network failure throws ApiError 0. */
export async function send(path: string, options: RequestOptions, token?: string): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.body;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    return await fetch(`${getApiUrl()}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
}

/** The body of a 2xx answer; any other answer throws ApiError with the gateway's French message. */
export async function toResult<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as
    | (Record<string, unknown> & { code?: string; message?: string; details?: unknown })
    | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.code ?? 'HTTP',
      payload?.message ?? 'Une erreur est survenue. Veuillez réessayer.',
      payload?.details,
    );
  }
  return payload as T;
}
