import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { SESSION_EXPIRED_PATH } from '../../lib/auth/session-expired.ts';
import { signOut } from '../../lib/auth/sign-out.ts';
import { store } from '../../states/store.ts';
import { userState } from '../../states/user/userState.ts';

type SignOutOptions = {
  revoke?: boolean;
  /** The session ended on its own (expired or refused), not by a click on 'Se déconnecter'. */
  expired?: boolean;
};

/**
 * Sign-out bound to the router (history replaced) and the toasts. A customer whose session
 * expired goes to the sign-in page, which says so in French, instead of the staff sign-in page.
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (options = {}) => {
      const customerExpired = options.expired === true && store.get(userState).role === 'customer';
      return signOut({
        store,
        notify: (message) => toast.success(message),
        navigate: (path) => navigate(path, { replace: true }),
        revoke: options.revoke,
        ...(customerExpired ? { destination: SESSION_EXPIRED_PATH, message: null } : {}),
      });
    },
    [navigate],
  );
}
