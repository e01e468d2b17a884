/** What a JSON call to the gateway gave: the body on 2xx, otherwise the status and the error body. */
export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | {
      ok: false;
      status: number;
      code?: string;
      message?: string;
      details?: Array<{ field: string; message: string }>;
    };

type ErrorBody = { code?: unknown; message?: unknown; details?: unknown };

/** Browser-safe fetch of `{apiUrl}{path}`; status 0 means the network failed. Never throws. */
export async function callApi<T>(
  apiUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  const error = (body ?? {}) as ErrorBody;
  return {
    ok: false,
    status: response.status,
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
    ...(Array.isArray(error.details)
      ? { details: error.details as Array<{ field: string; message: string }> }
      : {}),
  };
}
