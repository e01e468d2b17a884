import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { PlanContentSchema, PreviewHouseholdSchema, PreviewResultSchema } from './plan-admin.ts';

/** Prices (unsaved) plan content for a sample household. Staff only. */
export const adminPreviewPrice = defineRpc({
  service: 'offer',
  type: 'offer.admin-preview-price',
  version: 1,
  request: Type.Object(
    { content: PlanContentSchema, household: PreviewHouseholdSchema },
    { additionalProperties: false },
  ),
  response: PreviewResultSchema,
});

export const adminPreviewPriceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/insurance-plans/preview',
  rpc: adminPreviewPrice,
  access: 'staff',
  summary: 'Aperçu du prix pour un foyer type',
  tags: ['administration des formules'],
});
