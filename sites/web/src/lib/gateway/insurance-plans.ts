import type { PlanGeneralConditions } from '@courtage/contracts/offer/admin-plan-general-conditions.rpc';
import type {
  PlanContent,
  PlanList,
  PlanView,
  PreviewHousehold,
  PreviewResult,
} from '@courtage/contracts/offer/plan-admin';
import { apiRequest } from '../auth/api-client.ts';

// The back-office's insurance plans (staff only).
const BASE = '/api/v1/insurance-plans';

export type { PlanList, PreviewHousehold, PreviewResult };

export const listPlans = () => apiRequest<PlanList>(BASE, { auth: true });
export const createPlan = (insurerCode: string, code: string, content: PlanContent) =>
  apiRequest<PlanView>(BASE, { method: 'POST', auth: true, json: { insurerCode, code, content } });
export const updatePlan = (planId: string, content: PlanContent) =>
  apiRequest<PlanView>(`${BASE}/${encodeURIComponent(planId)}`, { method: 'PUT', auth: true, json: content });
export const setPlanStatus = (planId: string, status: 'active' | 'retired') =>
  apiRequest<PlanView>(`${BASE}/${encodeURIComponent(planId)}/status`, {
    method: 'PUT',
    auth: true,
    json: { status },
  });
export const previewPrice = (content: PlanContent, household: PreviewHousehold) =>
  apiRequest<PreviewResult>(`${BASE}/preview`, { method: 'POST', auth: true, json: { content, household } });

/** An Admin uploads a plan's general conditions (a PDF, sent in base64). */
export async function uploadGeneralConditions(planId: string, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return apiRequest<PlanGeneralConditions>(`${BASE}/${encodeURIComponent(planId)}/general-conditions`, {
    method: 'PUT',
    auth: true,
    json: { fileName: file.name, pdfBase64: btoa(binary) },
  });
}
