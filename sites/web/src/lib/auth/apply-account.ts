import type { Store } from 'jotai/vanilla';
import { authCredentialState } from '../../states/authCredential/authCredentialState.ts';
import { userState } from '../../states/user/userState.ts';
import type { CustomerUser, StaffUser } from './account-types.ts';
import { readSession } from './session-data.ts';

/** Fills the user and authCredential slices from the account the API answered. */
export function applyAccount(store: Store, account: CustomerUser | StaffUser): void {
  const token = readSession()?.accessToken ?? '';
  const previous = store.get(authCredentialState);
  if (account.role === 'customer') {
    store.set(userState, {
      auth: true,
      role: 'customer',
      fullName: account.fullName,
      email: account.email,
      phoneNumber: account.phoneNumber ?? '',
      isEmailVerified: account.isEmailVerified,
      id: account.id,
      image: account.image ?? '',
    });
    store.set(authCredentialState, {
      auth: true,
      role: 'customer',
      created_for: previous.created_for,
      data: { token, admin_id: '', user_id: account.id, name: account.fullName, image: account.image ?? '' },
    });
    return;
  }
  store.set(userState, {
    auth: true,
    role: account.role,
    fullName: account.name,
    email: account.email,
    phoneNumber: '',
    isEmailVerified: true,
    id: account.id,
    image: account.image ?? '',
  });
  store.set(authCredentialState, {
    auth: true,
    role: account.role,
    created_for: previous.created_for,
    data: { token, admin_id: account.id, user_id: '', name: account.name, image: account.image ?? '' },
  });
}
