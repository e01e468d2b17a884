/**
 * Every error code a service or the gateway may answer with, and the HTTP status
 * the gateway maps it to. One table, read in one place (gateway error handler).
 */
export const ERROR_CODES = {
  /** The request or message does not match its schema; `details` lists the fields. */
  VALIDATION_FAILED: 400,
  /** No valid credentials were presented. */
  UNAUTHENTICATED: 401,
  /** The caller is known but may not do this. */
  FORBIDDEN: 403,
  /** The object does not exist, or the caller may not know it exists. */
  NOT_FOUND: 404,
  /** The change conflicts with the current state (duplicate, full slot...). */
  CONFLICT: 409,
  /** The body is over the configured limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** The body is not in a format the endpoint accepts (it expects JSON). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests from this client or for this account. */
  RATE_LIMITED: 429,
  /** A bug or an unexpected failure; the message is never shown to users. */
  INTERNAL: 500,
  /** A dependency (broker, database, service) cannot be reached right now. */
  UNAVAILABLE: 503,
  /** The service did not answer within the caller's timeout. */
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export type FieldError = { field: string; message: string };

/** The message of every VALIDATION_FAILED answer; `details` says which fields and why. */
export const INVALID_FIELDS_MESSAGE = 'Certains champs sont invalides.';

/** What a request that could not be served is told (the gateway's answers, the site's alerts). */
export const REQUEST_MESSAGES = {
  badRequest: 'Requête invalide.',
  notFound: 'Ressource introuvable.',
  invalidField: 'Valeur invalide.',
  requiredField: 'Ce champ est obligatoire.',
  /** A 403: the caller is known but may not do this. */
  forbidden: 'Accès refusé.',
  /** A 401: no session (the gateway's answer, the live connection's close reason). */
  signInRequired: 'Veuillez vous connecter.',
  adminOnly: 'Seul un administrateur peut faire cela.',
  itemNotFound: 'Cet élément n’existe pas.',
  /** An empty list (the back office's tables). */
  emptyList: 'Les données n’existent pas!',
  payloadTooLarge: 'La requête est trop volumineuse.',
  rateLimited: 'Trop de demandes. Veuillez réessayer dans quelques instants.',
  /** A 503: a service, the broker, the database or the cache does not answer right now. */
  unavailable: 'Service momentanément indisponible, réessayez dans quelques instants.',
} as const;

/** Throws the VALIDATION_FAILED answer for these field errors, if there are any. */
export function assertNoFieldErrors(errors: readonly FieldError[]): void {
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, [...errors]);
}

export type ErrorBody = { code: ErrorCode; message: string; details?: unknown };

/** Thrown by handlers and the bus; carries a code the gateway understands. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

/**
 * An AppError, also one built by another copy of this module: under the gateway's tests the
 * endpoints mounted from app.ts and the autoloaded error handler load the contracts twice.
 */
export function isAppError(value: unknown): value is AppError {
  if (value instanceof AppError) return true;
  if (!(value instanceof Error) || value.name !== 'AppError') return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}
