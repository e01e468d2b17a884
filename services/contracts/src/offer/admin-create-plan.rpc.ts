import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { PlanContentSchema, PlanViewSchema } from './plan-admin.ts';

/** A new plan, version 1. Staff only. */
export const adminCreatePlan = defineRpc({
  service: 'offer',
  type: 'offer.admin-create-plan',
  version: 1,
  request: Type.Object(
    {
      insurerCode: Type.String({ minLength: 1 }),
      code: Type.String({ pattern: '^[a-z0-9-]{2,40}$' }),
      content: PlanContentSchema,
    },
    { additionalProperties: false },
  ),
  response: PlanViewSchema,
});

/** The plans the comparator sells are the Admin's: a Sub-admin reads them but cannot create one. */
export const adminCreatePlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/insurance-plans',
  rpc: adminCreatePlan,
  access: 'admin',
  status: 201,
  summary: 'Créer une formule (version 1)',
  tags: ['administration des formules'],
});
