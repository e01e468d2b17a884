import type { FieldError } from '@courtage/contracts/errors';
import { ApiError } from '../auth/api-error.ts';
import { type RequestOptions, send, toResult } from './send.ts';

/** What a call gave, for screens that branch on the answer instead of catching: status 0 is the network. */
export type ApiResult<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; code: string; message: string; details: FieldError[] };

/**
 * A call that never throws (the public islands' style): a refused or failed call is a value. An
 * abort through `options.signal` still rejects, so a replaced lookup is dropped.
 */
export async function apiResult<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  try {
    // With `auth`, the session machinery is loaded on demand: a public island's first paint
    // does not carry the token renewal it rarely needs.
    const body = options.auth
      ? await (await import('../auth/api-client.ts')).apiRequest<T>(path, options)
      : await toResult<T>(await send(path, options));
    return { ok: true, body };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      status: error.status,
      code: error.code,
      message: error.message,
      details: error.details,
    };
  }
}
