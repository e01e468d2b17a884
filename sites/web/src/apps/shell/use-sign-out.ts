import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { signOut } from '../../lib/auth/sign-out.ts';
import { store } from '../../states/store.ts';

/** Sign-out bound to the router (history replaced) and the toasts. */
export function useSignOut(): (options?: { revoke?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (options = {}) =>
      signOut({
        store,
        notify: (message) => toast.success(message),
        navigate: (path) => navigate(path, { replace: true }),
        revoke: options.revoke,
      }),
    [navigate],
  );
}
