import { signInStaffForm } from '@courtage/contracts/auth/sign-in-staff.rpc';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { signInStaff } from '../../../lib/gateway/auth.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { type Credentials, SignInForm } from '../../shell/SignInForm.tsx';

/** /admin-login, step 1: email and password; step 2 is the code on /otp-veryfy/{id}. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const signIn = useMutation({
    mutationFn: (credentials: Credentials) => signInStaff(credentials),
    onSuccess: (challenge, credentials) => {
      const method = challenge.method === 'totp' ? '?methode=application' : '';
      navigate(`/otp-veryfy/${challenge.challengeId}${method}`, { state: { email: credentials.email } });
    },
  });
  return (
    <AuthCard title="Connexion à l’administration">
      <SignInForm
        emailAutoComplete="username"
        form={signInStaffForm}
        pending={signIn.isPending}
        error={signIn.isError ? errorMessage(signIn.error) : null}
        onSubmit={(credentials) => signIn.mutate(credentials)}
      />
      <p>
        <Link to="/forgot-password">Mot de passe oublié ?</Link>
      </p>
      <p>
        Vous êtes client ? <Link to="/connexion">Accéder à mon espace client</Link>
      </p>
    </AuthCard>
  );
}
