import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { applyAccount } from '../../../lib/auth/apply-account.ts';
import { saveSession } from '../../../lib/auth/session-data.ts';
import { signInCustomer } from '../../../lib/gateway/auth.ts';
import { store } from '../../../states/store.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { type Credentials, SignInForm } from '../../shell/SignInForm.tsx';

/** /connexion: the customer signs in with email and password, then reaches /dashboard. */
export default function SignInPage() {
  const navigate = useNavigate();
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
      <SignInForm
        emailAutoComplete="email"
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
