import { ApiError, errorMessage } from '../../../lib/auth/api-error.ts';

export const ADMINS_ONLY_MESSAGE = 'Accès refusé : cette page est réservée aux Admins.';

/** A 403 from the staff routes is said in French as "Admins only"; anything else as it came. */
export function staffErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 403 ? ADMINS_ONLY_MESSAGE : errorMessage(error);
}
