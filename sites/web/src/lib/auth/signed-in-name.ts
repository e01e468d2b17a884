import { PERSIST_KEY } from './persist-key.ts';

/**
 * The signed-in user's full name as the app last stored it (`persist:root`), or '' when none is
 * stored or it cannot be read: the public pages' header names the customer with it.
 */
export function readSignedInName(storage: Storage): string {
  try {
    const raw = storage.getItem(PERSIST_KEY);
    const user = raw
      ? (JSON.parse(raw) as { user?: { auth?: unknown; fullName?: unknown } }).user
      : undefined;
    return user?.auth === true && typeof user.fullName === 'string' ? user.fullName.trim() : '';
  } catch {
    return '';
  }
}
