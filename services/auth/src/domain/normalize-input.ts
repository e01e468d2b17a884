import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { isValidEmail } from '@courtage/contracts/validators/email';
import { isValidFrenchPhone } from '@courtage/contracts/validators/french-phone';
import { normalizeFrenchPhone } from '@courtage/contracts/validators/normalize-french-phone';
import { AUTH_MESSAGES } from './messages.ts';
import { checkPasswordRules } from './passwords.ts';

/** Trimmed email, or VALIDATION_FAILED on `field`. Case is kept; lookups use lower(). */
export function requireEmail(value: string, field = 'email'): string {
  const email = value.trim();
  if (!isValidEmail(email)) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.invalidEmail, [
      { field, message: AUTH_MESSAGES.invalidEmail },
    ]);
  }
  return email;
}

/** National form `0612345678`, null for blank, VALIDATION_FAILED otherwise. */
export function normalizePhone(value: string | null | undefined): string | null {
  const phone = value?.trim() ?? '';
  if (phone === '') return null;
  if (!isValidFrenchPhone(phone)) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.invalidPhone, [
      { field: 'phoneNumber', message: AUTH_MESSAGES.invalidPhone },
    ]);
  }
  return normalizeFrenchPhone(phone);
}

export function requirePasswordRules(password: string, field = 'password'): void {
  const problem = checkPasswordRules(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ field, message: problem }]);
}

export function requireName(value: string, field: string): string {
  const name = value.replace(/\s+/g, ' ').trim();
  if (name.length === 0) {
    const message = REQUEST_MESSAGES.requiredField;
    throw new AppError('VALIDATION_FAILED', message, [{ field, message }]);
  }
  return name;
}
