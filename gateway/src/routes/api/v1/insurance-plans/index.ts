import { adminCreatePlan } from '@courtage/contracts/offer/admin-create-plan.rpc';
import { adminListPlans } from '@courtage/contracts/offer/admin-list-plans.rpc';
import {
  adminGetGeneralConditions,
  adminUploadGeneralConditions,
  GENERAL_CONDITIONS_MAX_BYTES,
} from '@courtage/contracts/offer/admin-plan-general-conditions.rpc';
import { adminPreviewPrice } from '@courtage/contracts/offer/admin-preview-price.rpc';
import { adminSetPlanStatus, planStatusForm } from '@courtage/contracts/offer/admin-set-plan-status.rpc';
import { adminUpdatePlan } from '@courtage/contracts/offer/admin-update-plan.rpc';
import {
  createPlanForm,
  planContentForm,
  previewPriceForm,
} from '@courtage/contracts/offer/plan-content-form';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const PlanId = Type.Object({ planId: Uuid });

/** /api/v1/insurance-plans: list, create, new version, retire, price preview (staff). */
const insurancePlans: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);
  const tags = ['administration des formules'];

  fastify.get('', {
    schema: { tags, summary: 'Formules et assureurs', response: { 200: adminListPlans.response, ...errors } },
    handler: async (request) => fastify.bus.call(adminListPlans, {}, options(request)),
  });

  fastify.post('', {
    schema: {
      tags,
      summary: 'Créer une formule (version 1)',
      description: 'Refusé en français : prix négatif, tranche d’âge manquante, zone sans coefficient...',
      body: createPlanForm.schema,
      response: { 201: adminCreatePlan.response, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await fastify.bus.call(adminCreatePlan, request.body, options(request))),
  });

  fastify.put('/:planId', {
    schema: {
      tags,
      summary: 'Enregistrer une nouvelle version d’une formule',
      description: 'Les offres déjà faites gardent leur prix et leurs garanties.',
      params: PlanId,
      body: planContentForm.schema,
      response: { 200: adminUpdatePlan.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        adminUpdatePlan,
        { planId: request.params.planId, content: request.body },
        options(request),
      ),
  });

  fastify.put('/:planId/status', {
    schema: {
      tags,
      summary: 'Retirer une formule ou la proposer de nouveau',
      params: PlanId,
      body: planStatusForm.schema,
      response: { 200: adminSetPlanStatus.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        adminSetPlanStatus,
        { planId: request.params.planId, status: request.body.status },
        options(request),
      ),
  });

  fastify.get('/:planId/general-conditions', {
    schema: {
      tags,
      summary: 'Les conditions générales que donne la formule (déposées ou exemple généré)',
      params: PlanId,
      response: { 200: adminGetGeneralConditions.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(adminGetGeneralConditions, { planId: request.params.planId }, options(request)),
  });

  fastify.put('/:planId/general-conditions', {
    // The PDF in base64 (5 MB at most once decoded), plus its name.
    bodyLimit: Math.ceil((GENERAL_CONDITIONS_MAX_BYTES * 4) / 3) + 4096,
    schema: {
      tags,
      summary: 'Déposer les conditions générales d’une formule (PDF)',
      description:
        'Données à chaque souscription suivante (espace client, e-mail de confirmation, dossier ZIP). ' +
        'Refusé en français : fichier qui n’est pas un PDF ou de plus de 5 Mo.',
      params: PlanId,
      body: Type.Object(
        {
          fileName: adminUploadGeneralConditions.request.properties.fileName,
          pdfBase64: adminUploadGeneralConditions.request.properties.pdfBase64,
        },
        { additionalProperties: false },
      ),
      response: { 200: adminUploadGeneralConditions.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        adminUploadGeneralConditions,
        { planId: request.params.planId, ...request.body },
        options(request),
      ),
  });

  fastify.post('/preview', {
    schema: {
      tags,
      summary: 'Aperçu du prix pour un foyer type',
      body: previewPriceForm.schema,
      response: { 200: adminPreviewPrice.response, ...errors },
    },
    handler: async (request) => fastify.bus.call(adminPreviewPrice, request.body, options(request)),
  });
};

export default insurancePlans;
