import type { Store } from 'jotai/vanilla';
import { getAccount } from '../gateway/auth.ts';
import { ApiError } from './api-error.ts';
import { applyAccount } from './apply-account.ts';
import { type AccountKind, readSession } from './session-data.ts';

export type SessionCheck =
  | { valid: true; kind: AccountKind }
  | { valid: false; reason: 'none' | 'refused' | 'error' };

/**
 * Checks the stored session against the API (the customer's GET /auth/v1/user, the staff
 * member's GET /api/v1/admin/profile) and restores the user on success.
 */
export async function checkSession(store: Store, expected?: AccountKind): Promise<SessionCheck> {
  const session = readSession();
  if (!session || (expected && session.kind !== expected)) return { valid: false, reason: 'none' };
  try {
    const account = await getAccount(session.kind);
    applyAccount(store, account);
    return { valid: true, kind: session.kind };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      return { valid: false, reason: 'refused' };
    }
    return { valid: false, reason: 'error' };
  }
}
