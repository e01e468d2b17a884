import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { createStaffEndpoint } from './create-staff.rpc.ts';
import { deleteStaffEndpoint } from './delete-staff.rpc.ts';
import { listStaffEndpoint } from './list-staff.rpc.ts';
import { updateStaffEndpoint } from './update-staff.rpc.ts';

/**
 * Staff accounts and profiles (back office). The sign-in, two-factor and profile routes take
 * the staff member from the session's token: they stay route files in the gateway.
 */
export const STAFF_ACCOUNT_ENDPOINTS: readonly Endpoint[] = [
  listStaffEndpoint,
  createStaffEndpoint,
  updateStaffEndpoint,
  deleteStaffEndpoint,
];
