import type { PlanContent, PlanView } from '@courtage/contracts/offer/plan-admin';
import type { SocialRegime, WarrantyCategory, WarrantyLevel } from '@courtage/contracts/offer/vocabulary';
import { apiRequest } from '../../../../lib/auth/api-client.ts';

const BASE = '/api/v1/insurance-plans';

export type PlanList = { insurers: Array<{ code: string; name: string }>; plans: PlanView[] };
export type PreviewHousehold = {
  socialRegime: SocialRegime;
  adultAges: number[];
  childAges: number[];
  departement: string;
  wanted: Record<WarrantyCategory, WarrantyLevel>;
};
export type PreviewResult = {
  formulas: Array<{
    code: string;
    name: string;
    monthlyPrice: number;
    yearlyPrice: number;
    meetsAllLevels: boolean;
  }>;
  chosenFormulaCode: string;
};

export const listPlans = () => apiRequest<PlanList>(BASE, { auth: true });
export const createPlan = (insurerCode: string, code: string, content: PlanContent) =>
  apiRequest<PlanView>(BASE, { method: 'POST', auth: true, json: { insurerCode, code, content } });
export const updatePlan = (planId: string, content: PlanContent) =>
  apiRequest<PlanView>(`${BASE}/${planId}`, { method: 'PUT', auth: true, json: content });
export const setPlanStatus = (planId: string, status: 'active' | 'retired') =>
  apiRequest<PlanView>(`${BASE}/${planId}/status`, { method: 'PUT', auth: true, json: { status } });
export const previewPrice = (content: PlanContent, household: PreviewHousehold) =>
  apiRequest<PreviewResult>(`${BASE}/preview`, { method: 'POST', auth: true, json: { content, household } });
