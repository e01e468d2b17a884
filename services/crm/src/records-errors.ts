import { AppError, type FieldError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';

/** VALIDATION_FAILED with the French field errors (the gateway shows each next to its field). */
export function invalid(errors: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
}

/** True for PostgreSQL's unique_violation, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
