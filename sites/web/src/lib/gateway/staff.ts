import type { StaffUser } from '../auth/account-types.ts';
import { apiRequest } from '../auth/api-client.ts';

// Staff management (Admins only; a Sub-admin gets the API's 403 in French).
const BASE = '/api/v1/admin/staff';

export type StaffRole = 'admin' | 'sub-admin';

export const listStaff = (query: { page: number; pageSize: number; search?: string }) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return apiRequest<{ items: StaffUser[]; total: number }>(`${BASE}?${params}`, { auth: true });
};
export const addStaff = (json: { name: string; email: string; role: StaffRole; password: string }) =>
  apiRequest<StaffUser>(BASE, { method: 'POST', auth: true, json });
export const updateStaff = (staffId: string, json: { role?: StaffRole; disabled?: boolean }) =>
  apiRequest<StaffUser>(`${BASE}/${encodeURIComponent(staffId)}`, { method: 'PATCH', auth: true, json });
export const deleteStaff = (staffId: string) =>
  apiRequest<undefined>(`${BASE}/${encodeURIComponent(staffId)}`, { method: 'DELETE', auth: true });
