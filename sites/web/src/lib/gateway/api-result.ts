import type { FieldError } from '@courtage/contracts/errors';
import { apiRequest, type RequestOptions } from '../auth/api-client.ts';
import { ApiError } from '../auth/api-error.ts';

/** What a call gave, for screens that branch on the answer instead of catching: status 0 is the network. */
export type ApiResult<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; code: string; message: string; details: FieldError[] };

/**
 * `apiRequest` that never throws (the public islands' style): a refused or failed call is a
 * value. An abort through `options.signal` still rejects, so a replaced lookup is dropped.
 */
export async function apiResult<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  try {
    return { ok: true, body: await apiRequest<T>(path, options) };
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
