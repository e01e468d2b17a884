import { AppError } from '@courtage/contracts/errors';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from '@courtage/contracts/form/define-form';
import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from './error-messages.ts';

const PARTS = [
  ['querystring', 'query'],
  ['params', 'params'],
  ['body', 'body'],
] as const;

/**
 * The contracts' control-character rule (U+0000 to U+001F but tab and line breaks, U+007F) on the
 * parts of a request its route declares no schema for (`?search=` read by a list route, ...):
 * a French 400. Parts with a schema are checked by their form (validator-compiler.ts), which
 * reports the other field errors in the same answer. Raw bodies (uploaded files) are not text.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
  for (const [part, property] of PARTS) {
    if (schema[part] !== undefined) continue;
    const value: unknown = request[property];
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    const paths = controlCharacterPaths(value);
    if (paths.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        ERROR_MESSAGES.validation,
        paths.map((field) => ({ field, message: CONTROL_CHARACTER_MESSAGE })),
      );
    }
  }
}
