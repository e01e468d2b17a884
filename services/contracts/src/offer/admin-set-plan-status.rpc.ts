import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { PlanStatusSchema, PlanViewSchema } from './plan-admin.ts';

/** The plans page's retire / reactivate switch (`PUT /api/v1/insurance-plans/:planId/status`). */
export const planStatusForm = defineForm({
  schema: Type.Object({ status: PlanStatusSchema }, { additionalProperties: false }),
  messages: { status: 'Veuillez choisir le statut du plan : actif ou retiré.' },
});

/** Retire a plan (no longer offered) or put it back. Staff only. */
export const adminSetPlanStatus = defineRpc({
  service: 'offer',
  type: 'offer.admin-set-plan-status',
  version: 1,
  request: Type.Object(
    { planId: Uuid, ...planStatusForm.schema.properties },
    { additionalProperties: false },
  ),
  response: PlanViewSchema,
});

export const adminSetPlanStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/insurance-plans/:planId/status',
  rpc: adminSetPlanStatus,
  access: 'admin',
  bodyForm: planStatusForm,
  summary: 'Retirer une formule ou la proposer de nouveau',
  tags: ['administration des formules'],
});
