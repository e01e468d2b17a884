import type { CreateStaffForm } from '@courtage/contracts/auth/create-staff.rpc';
import type { ListStaffForm, StaffPage } from '@courtage/contracts/auth/list-staff.rpc';
import type { UpdateStaffForm } from '@courtage/contracts/auth/update-staff.rpc';
import type { StaffUser } from '../auth/account-types.ts';
import { apiRequest } from '../auth/api-client.ts';

// Staff management (Admins only; a Sub-admin gets the API's 403 in French).
const BASE = '/api/v1/admin/staff';

export const listStaff = (query: ListStaffForm) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return apiRequest<StaffPage>(`${BASE}?${params}`, { auth: true });
};
export const addStaff = (json: CreateStaffForm) =>
  apiRequest<StaffUser>(BASE, { method: 'POST', auth: true, json });
export const updateStaff = (staffId: string, json: UpdateStaffForm) =>
  apiRequest<StaffUser>(`${BASE}/${encodeURIComponent(staffId)}`, { method: 'PATCH', auth: true, json });
export const deleteStaff = (staffId: string) =>
  apiRequest<undefined>(`${BASE}/${encodeURIComponent(staffId)}`, { method: 'DELETE', auth: true });
