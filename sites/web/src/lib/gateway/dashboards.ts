import type { DashboardReply } from '@courtage/contracts/crm/dashboard.rpc';
import { apiRequest } from '../auth/api-client.ts';

// The back-office dashboard.
const BASE = '/api/v1/dashboards';

/** Figures of a period (Paris days, both included, ISO dates). */
export const getDashboard = (period: { from: string; to: string }) =>
  apiRequest<DashboardReply>(`${BASE}?${new URLSearchParams(period)}`, { auth: true });
