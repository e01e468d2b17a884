import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { authCredentialState } from '../../states/authCredential/authCredentialState.ts';
import { userState } from '../../states/user/userState.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { SIGNED_OUT_MESSAGE, signOut } from './sign-out.ts';

describe('signOut', () => {
  it('clears credentials, user and storages, notifies, then navigates to /admin-login after 100 ms, once', async () => {
    vi.useFakeTimers();
    const store = createStore();
    store.set(userState, { ...store.get(userState), auth: true, fullName: 'Marie' });
    store.set(authCredentialState, { ...store.get(authCredentialState), auth: true });
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    local.setItem('persist:root', '{}');
    session.setItem('x', '1');
    const notify = vi.fn();
    const navigate = vi.fn();
    const deps = { store, notify, navigate, storages: [local, session], revoke: false };
    const first = signOut(deps);
    const second = signOut(deps);
    await vi.advanceTimersByTimeAsync(99);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(userState).auth).toBe(false);
    expect(store.get(userState).fullName).toBe('');
    expect(store.get(authCredentialState).auth).toBe(false);
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(SIGNED_OUT_MESSAGE);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin-login');
    vi.useRealTimers();
  });

  it('goes where it is told without a toast when the destination explains itself', async () => {
    vi.useFakeTimers();
    const store = createStore();
    store.set(userState, { ...store.get(userState), auth: true, role: 'customer' });
    const notify = vi.fn();
    const navigate = vi.fn();
    const done = signOut({
      store,
      notify,
      navigate,
      storages: [createMemoryStorage()],
      revoke: false,
      destination: '/connexion?session=expiree',
      message: null,
    });
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/connexion?session=expiree');
    expect(store.get(userState).auth).toBe(false);
    vi.useRealTimers();
  });
});
