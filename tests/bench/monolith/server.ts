// The monolith baseline of `npm run bench`: one Fastify process doing the READ round
// trip's and create-offer's work with the same library code as our stack, PostgreSQL straight
// from the process, no RabbitMQ, no second process. Started by tests/bench/monolith.ts.
//
// Same code as the stack: the gateway's validator compiler (the comparison form's compiled check
// and its rules, the slots query's check), the offer service's own handlers (`listSlotsHandler`,
// `createOfferHandler`: the postal code and city check, the tariff engine, the repository
// statements with the comparison, its offers and the outbox row in one transaction), the runtime's
// database (pool, named prepared statements, corked writes) and the reply checked against the
// contract's response schema once (`validate`, as the offer service checks it) then answered as
// JSON. Not done here, where our stack does it: the gateway's edge plugins (security headers,
// CORS, the Redis-leased rate limit, metrics, the bound on requests in flight), the request and
// reply checked a second time across the bus, and the outbox relay (nothing publishes the event).
// So the monolith does less than a production monolith would: the ratio printed is harsh on us.
//
// Its tables are the offer service's, migrated into a schema of their own (`monolith`) in the
// bench offer database: the offer service's outbox relay never sees the monolith's rows.
// Env: MONOLITH_DATABASE_URL (with `options=-c search_path=monolith`), MONOLITH_PORT.

import { randomUUID } from 'node:crypto';
import { isAppError } from '@courtage/contracts/errors';
import { comparisonRequestForm } from '@courtage/contracts/offer/comparison-request-form';
import { ListSlotsRequest } from '@courtage/contracts/offer/list-slots.rpc';
import { validatorCompiler } from '@courtage/gateway/http/validator-compiler';
import type { OfferDatabase } from '@courtage/offer/database-schema';
import type { OfferDeps } from '@courtage/offer/deps';
import { createCatalogCache } from '@courtage/offer/domain/catalog-cache';
import { loadActivePlans } from '@courtage/offer/repositories/load-catalog';
import { seedCatalog } from '@courtage/offer/repositories/write-seed-catalog';
import { createOfferHandler } from '@courtage/offer/rpc/create-offer';
import { listSlotsHandler } from '@courtage/offer/rpc/list-slots';
import type { RpcHandler } from '@courtage/runtime/bus';
import { createDatabase } from '@courtage/runtime/database';
import { createLogger } from '@courtage/runtime/logger';
import { runMigrations } from '@courtage/runtime/migrations';
import { loadPostalCodeIndex } from '@courtage/runtime/postal-codes/load-postal-code-index';
import { validate } from '@courtage/runtime/validate';
import Fastify from 'fastify';

const OFFER_MIGRATIONS = new URL('../../../services/offer/migrations/', import.meta.url);

const databaseUrl = process.env.MONOLITH_DATABASE_URL;
const port = Number(process.env.MONOLITH_PORT);
if (!databaseUrl || !Number.isInteger(port)) throw new Error('MONOLITH_DATABASE_URL and MONOLITH_PORT');

const logger = createLogger('monolith', 'warn');
const database = createDatabase<OfferDatabase>(databaseUrl, logger);
await database.pool.query('create schema if not exists monolith');
await runMigrations(database.pool, OFFER_MIGRATIONS, logger);
await seedCatalog(database.db, logger);
const catalog = createCatalogCache(
  () => loadActivePlans(database.db),
  10_000,
  (error) => logger.error({ err: error }, 'catalog refresh failed'),
);
await catalog.plans();
// What the two handlers read of the offer service's dependencies (the others are not needed).
const deps = {
  db: database.db,
  logger,
  catalog,
  postalCodes: await loadPostalCodeIndex(),
  siteUrl: 'http://localhost:4321',
  slotCapacity: 3,
} as OfferDeps;

/** Runs the offer service's handler in process and checks its reply against the contract once. */
function inProcess(handler: RpcHandler) {
  return async (data: unknown): Promise<string> => {
    const result = await handler.handle(data, {
      correlationId: randomUUID(),
      actor: { kind: 'visitor' },
    } as never);
    const errors = validate(handler.def.response, result);
    if (errors.length > 0) throw new Error(`reply outside its contract: ${JSON.stringify(errors)}`);
    return JSON.stringify(result);
  };
}
const listSlots = inProcess(listSlotsHandler(deps));
const createOffer = inProcess(createOfferHandler(deps));

const fastify = Fastify({ logger: false, keepAliveTimeout: 10_000 });
fastify.setValidatorCompiler(validatorCompiler);
fastify.setErrorHandler((error, _request, reply) => {
  if (isAppError(error)) {
    const status = error.code === 'VALIDATION_FAILED' ? 400 : 500;
    return reply.code(status).send({ code: error.code, message: error.message, details: error.details });
  }
  logger.error({ err: error }, 'request failed');
  return reply.code(500).send({ code: 'INTERNAL', message: 'Erreur interne.' });
});
fastify.get(
  '/api/v1/confirm-offer/slots',
  { schema: { querystring: ListSlotsRequest } },
  async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(await listSlots(request.query)),
);
fastify.post(
  '/api/v1/confirm-offer/create-offer',
  { schema: { body: comparisonRequestForm.schema } },
  async (request, reply) =>
    reply
      .code(201)
      .type('application/json; charset=utf-8')
      .send(await createOffer(request.body)),
);
await fastify.listen({ host: '127.0.0.1', port });
// tests/bench/monolith.ts waits for this line.
console.log(`MONOLITH READY ${port}`);

const stop = async () => {
  await fastify.close();
  catalog.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
