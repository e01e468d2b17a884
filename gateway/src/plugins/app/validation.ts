import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseControlCharacters } from '../../http/refuse-control-characters.ts';
import { validatorCompiler } from '../../http/validator-compiler.ts';

/**
 * One validation for every route (DESIGN.md section 9): bodies, query strings and params are
 * checked by their contract's form (validator-compiler.ts), so a route only declares
 * `schema: { body: form.schema }`; control characters are refused on every part, schema or not.
 * Registered before the routes (plugins/app loads first), on the root context.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.addHook('preValidation', refuseControlCharacters);
  },
  { name: 'validation' },
);
