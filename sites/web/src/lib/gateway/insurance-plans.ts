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
