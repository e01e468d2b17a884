import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { PlanListResponse } from './plan-admin.ts';

/** Every plan (active and retired) at its current version, and the insurers. Staff only. */
export const adminListPlans = defineRpc({
  service: 'offer',
  type: 'offer.admin-list-plans',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: PlanListResponse,
});

export const adminListPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/insurance-plans',
  rpc: adminListPlans,
  access: 'staff',
  summary: 'Formules et assureurs',
  tags: ['administration des formules'],
});
