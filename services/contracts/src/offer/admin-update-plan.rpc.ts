import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { Uuid } from '../schemas.ts';
import { PlanContentSchema, PlanViewSchema } from './plan-admin.ts';

/** A new version of a plan; offers already made keep theirs. Staff only. */
export const adminUpdatePlan = defineRpc({
  service: 'offer',
  type: 'offer.admin-update-plan',
  version: 1,
  request: Type.Object({ planId: Uuid, content: PlanContentSchema }, { additionalProperties: false }),
  response: PlanViewSchema,
});

/** The body is the plan's content (its form: `planContentForm`). */
export const adminUpdatePlanEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/insurance-plans/:planId',
  rpc: adminUpdatePlan,
  access: 'admin',
  bodyKey: 'content',
  summary: 'Enregistrer une nouvelle version d’une formule',
  tags: ['administration des formules'],
});
