import { EmailInput, PasswordInput, StaffRole, StaffUser } from '@courtage/contracts/auth/session';
import {
  createStaff,
  deleteStaff,
  listStaff,
  updateStaff,
} from '@courtage/contracts/auth/staff-management.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

const Errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const StaffId = Type.Object({ staffId: Uuid });

/** /api/v1/admin/staff: the administrators' list and management (Admins only, see autohooks.ts). */
const staffManagement: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const tags = ['administration : administrateurs'];

  fastify.get('', {
    schema: {
      tags,
      summary: 'Lister et rechercher les administrateurs',
      querystring: Type.Object(
        {
          search: Type.Optional(Type.String({ maxLength: 100 })),
          // Bounded: an offset of 10^18 rows would overflow PostgreSQL's bigint (a 500).
          page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          pageSize: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(25), Type.Literal(50)], {
            default: 10,
          }),
        },
        { additionalProperties: false },
      ),
      response: { 200: Type.Object({ items: Type.Array(StaffUser), total: Type.Integer() }), ...Errors },
    },
    handler: async (request) => fastify.bus.call(listStaff, request.query, callOptions(request, timeout)),
  });

  fastify.post('', {
    schema: {
      tags,
      summary: 'Ajouter un administrateur (rôle Admin ou Sub-admin)',
      body: Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 100 }),
          email: EmailInput,
          role: StaffRole,
          password: PasswordInput,
        },
        { additionalProperties: false },
      ),
      response: { 201: StaffUser, ...Errors },
    },
    handler: async (request, reply) => {
      const created = await fastify.bus.call(createStaff, request.body, callOptions(request, timeout));
      return reply.code(201).send(created);
    },
  });

  fastify.patch('/:staffId', {
    schema: {
      tags,
      summary: 'Changer le rôle, désactiver ou réactiver un administrateur',
      params: StaffId,
      body: Type.Object(
        { role: Type.Optional(StaffRole), disabled: Type.Optional(Type.Boolean()) },
        { additionalProperties: false, minProperties: 1 },
      ),
      response: { 200: StaffUser, ...Errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        updateStaff,
        { ...request.body, staffId: request.params.staffId },
        callOptions(request, timeout),
      ),
  });

  fastify.delete('/:staffId', {
    schema: {
      tags,
      summary: 'Supprimer un administrateur',
      params: StaffId,
      response: { 204: Type.Null(), ...Errors },
    },
    handler: async (request, reply) => {
      await fastify.bus.call(deleteStaff, request.params, callOptions(request, timeout));
      return reply.code(204).send(null);
    },
  });
};

export default staffManagement;
