import type { PlanGeneralConditions } from '@courtage/contracts/offer/admin-plan-general-conditions.rpc';
import { apiRequest } from '../auth/api-client.ts';

// The back-office's insurance plans: the upload of a plan's general conditions (a route of the
// gateway with a body limit of its own); the plans' other calls are endpoints of the contracts.

/** An Admin uploads a plan's general conditions (a PDF, sent in base64). */
export async function uploadGeneralConditions(planId: string, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return apiRequest<PlanGeneralConditions>(
    `/api/v1/insurance-plans/${encodeURIComponent(planId)}/general-conditions`,
    { method: 'PUT', auth: true, json: { fileName: file.name, pdfBase64: btoa(binary) } },
  );
}
