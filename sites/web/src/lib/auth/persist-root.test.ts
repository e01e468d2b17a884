import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { authCredentialState } from '../../states/authCredential/authCredentialState.ts';
import { userState } from '../../states/user/userState.ts';
import { createMemoryStorage } from '../storage/memory-storage.ts';
import { PERSIST_KEY, restorePersistedRoot } from './persist-root.ts';

describe('restorePersistedRoot', () => {
  it('restores authCredential and user, then writes changes back under persist:root', async () => {
    const storage = createMemoryStorage();
    const store = createStore();
    const user = {
      auth: true,
      role: 'customer',
      fullName: 'Marie Dupont',
      email: 'marie@example.com',
      phoneNumber: '',
      isEmailVerified: true,
      id: 'u1',
      image: '',
    };
    storage.setItem(PERSIST_KEY, JSON.stringify({ user }));
    const stop = await restorePersistedRoot(store, storage);
    expect(store.get(userState)).toEqual(user);
    store.set(authCredentialState, { ...store.get(authCredentialState), auth: true, role: 'customer' });
    const saved = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}');
    expect(saved.authCredential.auth).toBe(true);
    expect(saved.user.fullName).toBe('Marie Dupont');
    stop();
  });

  it('starts from defaults when the persisted state is unreadable', async () => {
    const storage = createMemoryStorage();
    storage.setItem(PERSIST_KEY, '{oops');
    const store = createStore();
    const original = console.error;
    console.error = () => {};
    const stop = await restorePersistedRoot(store, storage);
    console.error = original;
    expect(store.get(userState).auth).toBe(false);
    stop();
  });

  it('gives up after 5000 ms when the restore does not end', async () => {
    vi.useFakeTimers();
    const store = createStore();
    let done = false;
    const restoring = restorePersistedRoot(
      store,
      createMemoryStorage(),
      undefined,
      () => new Promise(() => {}),
    ).then((stop) => {
      done = true;
      stop();
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await restoring;
    expect(done).toBe(true);
    expect(store.get(userState).auth).toBe(false);
    vi.useRealTimers();
  });
});
