import { signInCustomerForm } from '@courtage/contracts/auth/sign-in-customer.rpc';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { applyAccount } from '../../../lib/auth/apply-account.ts';
import { saveSession } from '../../../lib/auth/session-data.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../../lib/auth/session-expired.ts';
import { signInCustomer } from '../../../lib/gateway/auth.ts';
import { store } from '../../../states/store.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { type Credentials, SignInForm } from '../../shell/SignInForm.tsx';

/**
 * /connexion: the customer signs in with email and password, then reaches /dashboard.
 * `?compteActive=1`: the activation link of a sign-up was just followed (gateway redirect);
 * `?session=expiree`: the customer area found the session expired (RequireSession).
 */
export default function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const justActivated = params.get('compteActive') === '1';
  const sessionExpired = params.get('session') === 'expiree';
  const signIn = useMutation({
    mutationFn: (credentials: Credentials) => signInCustomer(credentials),
    onSuccess: ({ user, tokens }) => {
      saveSession(tokens, 'customer');
      applyAccount(store, user);
      navigate('/dashboard', { replace: true });
    },
  });
  return (
    <AuthCard title="Connexion à mon espace">
      {justActivated ? (
        <p className="form-success" role="status">
          Votre espace client est activé et votre adresse e-mail confirmée : connectez-vous.
        </p>
      ) : null}
      {sessionExpired && !justActivated ? (
        <p className="form-alert" role="alert">
          {SESSION_EXPIRED_MESSAGE}
        </p>
      ) : null}
      <SignInForm
        emailAutoComplete="email"
        form={signInCustomerForm}
        pending={signIn.isPending}
        error={signIn.isError ? errorMessage(signIn.error) : null}
        onSubmit={(credentials) => signIn.mutate(credentials)}
      />
      <p>
        <Link to="/forgot-password?compte=client">Mot de passe oublié ?</Link>
      </p>
      <p>
        Pas encore de compte ? <Link to="/inscription">Créer mon compte</Link>
      </p>
    </AuthCard>
  );
}
