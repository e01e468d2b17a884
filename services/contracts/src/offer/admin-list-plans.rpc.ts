import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { PlanListResponse } from './plan-admin.ts';

/** Every plan (active and retired) at its current version, and the insurers. Staff only. */
export const adminListPlans = defineRpc({
  service: 'offer',
  type: 'offer.admin-list-plans',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: PlanListResponse,
});
