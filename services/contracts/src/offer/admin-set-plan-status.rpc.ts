import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { PlanStatusSchema, PlanViewSchema } from './plan-admin.ts';

/** Retire a plan (no longer offered) or put it back. Staff only. */
export const adminSetPlanStatus = defineRpc({
  service: 'offer',
  type: 'offer.admin-set-plan-status',
  version: 1,
  request: Type.Object({ planId: Uuid, status: PlanStatusSchema }, { additionalProperties: false }),
  response: PlanViewSchema,
});
