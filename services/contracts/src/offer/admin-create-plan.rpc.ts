import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
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
