import type { FieldError } from '@courtage/contracts/errors';
import { ApiError } from '../auth/api-error.ts';
import { type RequestOptions, send, toResult } from './send.ts';

/** What a call gave, for screens that branch on the answer instead of catching: status 0 is the network. */
export type ApiResult<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; code: string; message: string; details: FieldError[] };

/** A call's outcome as a value: a refused or failed call (ApiError) is not thrown; an abort is. */
export async function asApiResult<T>(call: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, body: await call };
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

/**
 * A public call (no session) that never throws, the public islands' style. Kept apart from the
 * session machinery (`apiRequest`) so that an island's bundle does not ship the token renewal;
 * an island that needs the token wraps `apiRequest` in `asApiResult` (see subscription.ts).
 */
export function apiResult<T>(
  path: string,
  options: Omit<RequestOptions, 'auth'> = {},
): Promise<ApiResult<T>> {
  return asApiResult(send(path, options).then((response) => toResult<T>(response)));
}
