import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
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
