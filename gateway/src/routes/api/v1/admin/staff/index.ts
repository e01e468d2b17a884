import { createStaff, createStaffForm } from '@courtage/contracts/auth/create-staff.rpc';
import { deleteStaff } from '@courtage/contracts/auth/delete-staff.rpc';
import { listStaff, listStaffForm, StaffPage } from '@courtage/contracts/auth/list-staff.rpc';
import { StaffUser } from '@courtage/contracts/auth/session';
import { updateStaff, updateStaffForm } from '@courtage/contracts/auth/update-staff.rpc';
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
      querystring: listStaffForm.schema,
      response: { 200: StaffPage, ...Errors },
    },
    handler: async (request) => fastify.bus.call(listStaff, request.query, callOptions(request, timeout)),
  });

  fastify.post('', {
    schema: {
      tags,
      summary: 'Ajouter un administrateur (rôle Admin ou Sub-admin)',
      body: createStaffForm.schema,
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
      body: updateStaffForm.schema,
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
