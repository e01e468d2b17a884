import { atom } from 'jotai/vanilla';

/** The specification's auth record (§3). */
export type AuthCredential = {
  auth: boolean;
  role: string;
  created_for: string;
  data: { token: string; admin_id: string; user_id: string; name: string; image: string };
};

export const EMPTY_AUTH_CREDENTIAL: AuthCredential = {
  auth: false,
  role: '',
  created_for: '',
  data: { token: '', admin_id: '', user_id: '', name: '', image: '' },
};

/** authCredential slice (persisted under `persist:root`). */
export const authCredentialState = atom<AuthCredential>(EMPTY_AUTH_CREDENTIAL);

export type AuthCredentialAction =
  | { type: 'set'; value: AuthCredential }
  | { type: 'update-created-for'; createdFor: string }
  | { type: 'clear' };

/** The three transitions of the auth record: set, update created_for, clear to empty defaults. */
export const authCredentialActions = atom(null, (get, set, action: AuthCredentialAction) => {
  if (action.type === 'set') set(authCredentialState, action.value);
  else if (action.type === 'update-created-for') {
    set(authCredentialState, { ...get(authCredentialState), created_for: action.createdFor });
  } else set(authCredentialState, EMPTY_AUTH_CREDENTIAL);
});
