import {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
  isAppError,
} from '@courtage/contracts/errors';
import { ERROR_MESSAGES } from './error-messages.ts';

export type ErrorResponse = { statusCode: number; body: ErrorBody };

type AjvError = { instancePath?: string; keyword?: string; params?: Record<string, unknown> };
type FastifyLikeError = { statusCode?: unknown; code?: unknown; validation?: AjvError[] };

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_CODES).map(([code, status]) => [status, code as ErrorCode]),
);

/** Ajv's errors as French field errors: one per field, first problem wins. */
function toFieldErrors(errors: AjvError[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const path = (error.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const missing = error.params?.missingProperty;
    const extra = error.params?.additionalProperty;
    const [field, message] =
      typeof missing === 'string'
        ? [path ? `${path}.${missing}` : missing, ERROR_MESSAGES.requiredField]
        : typeof extra === 'string'
          ? [path ? `${path}.${extra}` : extra, ERROR_MESSAGES.unknownField]
          : [path, ERROR_MESSAGES.invalidField];
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

function messageFor4xx(statusCode: number, fastifyCode: unknown): string {
  if (statusCode === 413) return ERROR_MESSAGES.payloadTooLarge;
  if (statusCode === 415) return ERROR_MESSAGES.unsupportedMediaType;
  if (statusCode === 429) return ERROR_MESSAGES.rateLimited;
  if (statusCode === 404) return ERROR_MESSAGES.notFound;
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return ERROR_MESSAGES.invalidJson;
  }
  return ERROR_MESSAGES.badRequest;
}

/**
 * The one mapping from anything thrown to an HTTP answer. A 4xx shows its (French)
 * message; a 5xx only its code and a fixed message, whatever the error said.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (isAppError(error)) {
    // A service, the broker, the database or the cache that does not answer (in time): the
    // caller may try again shortly. Always the French 503, never a 504 or 'Erreur interne'.
    if (error.code === 'UNAVAILABLE' || error.code === 'TIMEOUT')
      return { statusCode: 503, body: { code: 'UNAVAILABLE', message: ERROR_MESSAGES.unavailable } };
    const statusCode = ERROR_CODES[error.code];
    if (statusCode >= 500)
      return { statusCode, body: { code: error.code, message: ERROR_MESSAGES.internal } };
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { statusCode, body };
  }

  const candidate = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  if (Array.isArray(candidate.validation)) {
    return {
      statusCode: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: ERROR_MESSAGES.validation,
        details: toFieldErrors(candidate.validation),
      },
    };
  }

  const statusCode = typeof candidate.statusCode === 'number' ? candidate.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      body: {
        code: CODE_BY_STATUS.get(statusCode) ?? 'VALIDATION_FAILED',
        message: messageFor4xx(statusCode, candidate.code),
      },
    };
  }
  const serverStatus = statusCode >= 500 && statusCode < 600 ? statusCode : 500;
  if (serverStatus === 503)
    return { statusCode: 503, body: { code: 'UNAVAILABLE', message: ERROR_MESSAGES.unavailable } };
  return {
    statusCode: serverStatus,
    body: { code: CODE_BY_STATUS.get(serverStatus) ?? 'INTERNAL', message: ERROR_MESSAGES.internal },
  };
}
