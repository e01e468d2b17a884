import { authCredentialState } from '../../states/authCredential/authCredentialState.ts';
import { store } from '../../states/store.ts';
import { type RequestOptions, send, toResult } from '../gateway/send.ts';
import { REFRESH_PATH } from '../gateway/session-paths.ts';
import { ApiError } from './api-error.ts';
import { readSession, type SessionTokens, saveSession } from './session-data.ts';

export type { RequestOptions };

let sessionLostHandler: () => void = () => {};
/** Called when the session cannot be renewed (the app signs out). */
export function onSessionLost(handler: () => void): void {
  sessionLostHandler = handler;
}

let refreshing: Promise<string | undefined> | undefined;

/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks API), so
 * that two tabs never spend the same refresh token: the second would look like a replay and
 * the server would revoke the whole session. Without the API (old browsers), runs it as is.
 */
function withTabsLock<T>(task: (locks: LockManager | undefined) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks
    ? (locks.request('courtage-session-refresh', () => task(locks)) as Promise<T>)
    : task(undefined);
}

const SPENT_LOCK_PREFIX = 'courtage-refresh-spent:';
/** How long a tab advertises the refresh token it spent (other tabs see its new tokens well before). */
const SPENT_MARK_MS = 30_000;
const STORAGE_WAIT_MS = 5_000;

async function spentLockName(refreshToken: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return `${SPENT_LOCK_PREFIX}${refreshToken.slice(-24)}`;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${SPENT_LOCK_PREFIX}${hex}`;
}

/**
 * Tells the other tabs, through the lock manager, that this refresh token is spent: a lock of
 * that name held for 30 s. Needed because localStorage reaches other tabs asynchronously (each
 * renderer has its own copy): the next tab to get the refresh lock may still read the old
 * tokens, while the lock manager, one for the whole browser, is always up to date.
 */
async function advertiseSpent(locks: LockManager, name: string): Promise<void> {
  await new Promise<void>((granted) => {
    void locks.request(name, () => {
      granted();
      return new Promise((release) => setTimeout(release, SPENT_MARK_MS));
    });
  });
}

async function isSpent(locks: LockManager, name: string): Promise<boolean> {
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}

/** The stored access token once it differs from `usedToken` (another tab's rotation arrived). */
async function waitForOtherTabsTokens(usedToken: string): Promise<string | undefined> {
  const deadline = Date.now() + STORAGE_WAIT_MS;
  for (;;) {
    const session = readSession();
    if (!session) return undefined;
    if (session.accessToken !== usedToken) return session.accessToken;
    if (Date.now() >= deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Rotates the refresh token once (shared by concurrent callers); undefined when refused. */
function refreshAccessToken(usedToken: string): Promise<string | undefined> {
  refreshing ??= withTabsLock(async (locks) => {
    const session = readSession();
    if (!session) return undefined;
    // Another tab may have rotated the tokens already: use theirs instead of reusing ours.
    if (session.accessToken !== usedToken) return session.accessToken;
    const spentName = locks ? await spentLockName(session.refreshToken) : '';
    if (locks && (await isSpent(locks, spentName))) return waitForOtherTabsTokens(usedToken);
    const response = await send(REFRESH_PATH[session.kind], {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    if (!response.ok) return undefined;
    const tokens = (await response.json()) as SessionTokens;
    saveSession(tokens, session.kind);
    const credential = store.get(authCredentialState);
    store.set(authCredentialState, {
      ...credential,
      data: { ...credential.data, token: tokens.accessToken },
    });
    // Before the refresh lock is released, so that the next tab to hold it knows.
    if (locks) await advertiseSpent(locks, spentName);
    return tokens.accessToken;
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * One call to the gateway. With `auth`, sends the stored access token; on 401 it renews the
 * tokens once and retries; when renewal is refused the session is lost (sign-out).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.auth) return toResult<T>(await send(path, options));
  const session = readSession();
  if (!session) {
    sessionLostHandler();
    throw new ApiError(401, 'UNAUTHENTICATED', 'Votre session a expiré. Veuillez vous reconnecter.');
  }
  const first = await send(path, options, session.accessToken);
  if (first.status !== 401) return toResult<T>(first);
  const renewed = await refreshAccessToken(session.accessToken).catch(() => undefined);
  if (!renewed) {
    sessionLostHandler();
    return toResult<T>(first);
  }
  return toResult<T>(await send(path, options, renewed));
}
