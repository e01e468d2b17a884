import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { authCredentialActions, authCredentialState, EMPTY_AUTH_CREDENTIAL } from './authCredentialState.ts';

describe('authCredentialState', () => {
  it('is set, has created_for updated and is cleared to empty defaults', () => {
    const store = createStore();
    const value = {
      auth: true,
      role: 'admin',
      created_for: '',
      data: { token: 't', admin_id: 'a', user_id: '', name: 'Alice', image: '' },
    };
    store.set(authCredentialActions, { type: 'set', value });
    expect(store.get(authCredentialState)).toEqual(value);
    store.set(authCredentialActions, { type: 'update-created-for', createdFor: 'offer-1' });
    expect(store.get(authCredentialState).created_for).toBe('offer-1');
    expect(store.get(authCredentialState).data.name).toBe('Alice');
    store.set(authCredentialActions, { type: 'clear' });
    expect(store.get(authCredentialState)).toEqual(EMPTY_AUTH_CREDENTIAL);
  });
});
