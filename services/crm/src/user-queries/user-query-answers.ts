import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';

export const USER_QUERY_NOT_FOUND = 'Cette question n’existe pas.';

export function invalid(errors: { field: string; message: string }[]): never {
  throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
}
