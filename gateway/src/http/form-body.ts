import { AppError } from '@courtage/contracts/errors';
import { checkForm, type FormDefinition } from '@courtage/contracts/form/define-form';
import type { TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from './error-messages.ts';

/**
 * A route's `preValidation` hook checking the body against its contract's form (DESIGN.md
 * section 9): every bad field gets its French message in one 400, before Ajv would stop at
 * the first one in English.
 */
export function checkFormBody<S extends TObject>(form: FormDefinition<S>) {
  return async (request: FastifyRequest): Promise<void> => {
    const errors = checkForm(form, request.body);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, errors);
  };
}
