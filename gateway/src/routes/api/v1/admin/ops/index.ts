import { FailedEmail, listFailedEmails } from '@courtage/contracts/ops/list-failed-emails.rpc';
import { MonitoringOverview } from '@courtage/contracts/ops/monitoring';
import { DeadLetter, OPS_SERVICES, QueueDepth } from '@courtage/contracts/ops/ops';
import { OPS_RPCS } from '@courtage/contracts/ops/ops-rpcs';
import { RETENTION_RULES } from '@courtage/contracts/privacy/retention';
import { listRetentionRuns, RetentionRunView } from '@courtage/contracts/privacy/retention-runs.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { readMonitoring } from '../../../../../domain/ops/prometheus.ts';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

const tags = ['administration : exploitation'];
const errors = AUTHENTICATED_ROUTE_ERRORS;
/** A service that does not answer within this delay is shown 'Ne répond pas' (the page stays fast). */
const STATUS_TIMEOUT_MS = 3_000;
const DEAD_LETTER_LIMIT = 100;
const FAILED_EMAIL_LIMIT = 100;

const ServiceName = Type.Union(OPS_SERVICES.map((name) => Type.Literal(name)));
const ProcessState = Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('down')]);

const OpsOverview = Type.Object({
  generatedAt: Type.String(),
  processes: Type.Array(
    Type.Object({
      name: Type.String(),
      state: ProcessState,
      checks: Type.Record(Type.String(), Type.String()),
      pid: Type.Union([Type.Integer(), Type.Null()]),
      uptimeSeconds: Type.Union([Type.Number(), Type.Null()]),
      outboxPending: Type.Union([Type.Integer(), Type.Null()]),
      outboxLagSeconds: Type.Union([Type.Number(), Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  queues: Type.Array(Type.Composite([Type.Object({ service: Type.String() }), QueueDepth])),
  deadLetters: Type.Array(Type.Composite([Type.Object({ service: Type.String() }), DeadLetter])),
  emails: Type.Object({
    available: Type.Boolean(),
    counts: Type.Record(Type.String(), Type.Integer()),
    failed: Type.Array(FailedEmail),
  }),
});

type ProcessView = Static<typeof OpsOverview>['processes'][number];

const DeadLetterParams = Type.Object({
  service: ServiceName,
  queue: Type.String({ minLength: 5, maxLength: 200, pattern: '^[a-z0-9][a-z0-9.-]*\\.dlq$' }),
  messageId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:-]+$' }),
});

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'TIMEOUT') return `Ne répond pas (plus de ${STATUS_TIMEOUT_MS / 1000} s)`;
  if (code === 'UNAVAILABLE') return 'Injoignable (serveur de messages indisponible)';
  return 'Erreur en lisant son état';
}

/**
 * /api/v1/admin/ops (Admins only): the ops console. One overview (each
 * process's health, each queue's depth, the dead letters with their reason, the email jobs),
 * then 'Rejouer' / 'Supprimer' on a dead letter ('Relancer' on a failed email is defined in the contracts). The services
 * do the work and write each action to their audit log (services/runtime/src/ops.ts,
 * services/notification/src/rpc/retry-failed-email.ts).
 */
const ops: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;

  fastify.get('', {
    schema: {
      tags,
      summary: 'État de la plateforme : processus, files de messages, messages en échec, e-mails',
      response: { 200: OpsOverview, ...errors },
    },
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const options = callOptions(request, STATUS_TIMEOUT_MS);
      const [statuses, emails, redis] = await Promise.all([
        Promise.allSettled(
          OPS_SERVICES.map((service) =>
            fastify.bus.call(OPS_RPCS[service].status, { deadLetterLimit: DEAD_LETTER_LIMIT }, options),
          ),
        ),
        fastify.bus.call(listFailedEmails, { limit: FAILED_EMAIL_LIMIT }, options).catch(() => null),
        fastify.redis.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
      ]);
      const gatewayChecks = { redis, bus: fastify.bus.isConnected() ? ('ok' as const) : ('down' as const) };
      const processes: ProcessView[] = [
        {
          name: 'gateway',
          state: Object.values(gatewayChecks).every((check) => check === 'ok') ? 'ok' : 'degraded',
          checks: gatewayChecks,
          pid: process.pid,
          uptimeSeconds: process.uptime(),
          outboxPending: null,
          outboxLagSeconds: null,
          error: null,
        },
        ...OPS_SERVICES.map((name, index): ProcessView => {
          const result = statuses[index]!;
          if (result.status === 'rejected') {
            return {
              name,
              state: 'down',
              checks: {},
              pid: null,
              uptimeSeconds: null,
              outboxPending: null,
              outboxLagSeconds: null,
              error: reasonOf(result.reason),
            };
          }
          const status = result.value;
          return {
            name,
            state: Object.values(status.checks).every((check) => check === 'ok') ? 'ok' : 'degraded',
            checks: status.checks,
            pid: status.pid,
            uptimeSeconds: status.uptimeSeconds,
            outboxPending: status.outbox.pending,
            outboxLagSeconds: status.outbox.lagSeconds,
            error: null,
          };
        }),
      ];
      const answered = OPS_SERVICES.flatMap((service, index) => {
        const result = statuses[index]!;
        return result.status === 'fulfilled' ? [{ service, status: result.value }] : [];
      });
      return reply.header('cache-control', 'no-store').send({
        generatedAt: new Date().toISOString(),
        processes,
        queues: answered.flatMap(({ service, status }) =>
          status.queues.map((queue) => ({ service, ...queue })),
        ),
        deadLetters: answered.flatMap(({ service, status }) =>
          status.deadLetters.map((letter) => ({ service, ...letter })),
        ),
        emails: emails
          ? { available: true, counts: emails.counts, failed: emails.jobs }
          : { available: false, counts: {}, failed: [] },
      });
    },
  });

  fastify.get('/monitoring', {
    schema: {
      tags,
      summary: 'Alertes en cours et courbes de la dernière heure, lues dans Prometheus',
      response: { 200: MonitoringOverview, ...errors },
    },
    config: { access: 'admin' },
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await readMonitoring(fastify.config.PROMETHEUS_URL, STATUS_TIMEOUT_MS)),
  });

  fastify.get('/retention', {
    schema: {
      tags,
      summary: 'Conservation des données : les règles, les dernières purges et la prochaine',
      response: {
        200: Type.Object({
          rules: Type.Array(
            Type.Object({
              category: Type.String(),
              label: Type.String(),
              startsAt: Type.String(),
              months: Type.Union([Type.Integer(), Type.Null()]),
              action: Type.String(),
              basis: Type.String(),
            }),
          ),
          runs: Type.Array(RetentionRunView),
          nextRunAt: Type.Union([Type.String(), Type.Null()]),
        }),
        ...errors,
      },
    },
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { runs, nextRunAt } = await fastify.bus.call(
        listRetentionRuns,
        { limit: 5 },
        callOptions(request, STATUS_TIMEOUT_MS),
      );
      const rules = Object.values(RETENTION_RULES).map(({ owner: _owner, ...rule }) => rule);
      return reply.header('cache-control', 'no-store').send({ rules, runs, nextRunAt });
    },
  });

  fastify.post('/dead-letters/:service/:queue/:messageId/replay', {
    schema: {
      tags,
      summary: 'Rejouer un message en échec : il repart dans sa file, comme une première tentative',
      params: DeadLetterParams,
      response: {
        200: Type.Object({ queue: Type.String(), id: Type.String(), to: Type.String() }),
        ...errors,
      },
    },
    config: { access: 'admin' },
    handler: async (request) => {
      const { service, queue, messageId } = request.params;
      return fastify.bus.call(
        OPS_RPCS[service].replayDeadLetter,
        { queue, id: messageId },
        callOptions(request, timeout),
      );
    },
  });

  fastify.delete('/dead-letters/:service/:queue/:messageId', {
    schema: {
      tags,
      summary: 'Supprimer un message en échec (il n’est pas traité)',
      params: DeadLetterParams,
      response: { 200: Type.Object({ queue: Type.String(), id: Type.String() }), ...errors },
    },
    config: { access: 'admin' },
    handler: async (request) => {
      const { service, queue, messageId } = request.params;
      return fastify.bus.call(
        OPS_RPCS[service].deleteDeadLetter,
        { queue, id: messageId },
        callOptions(request, timeout),
      );
    },
  });
};

export default ops;
