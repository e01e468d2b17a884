import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/auth/api-client.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { TextField } from '../../shell/TextField.tsx';

type Challenge = { otpRequired: true; challengeId: string; method: 'email' | 'totp'; expiresAt: string };

/** /admin-login, step 1: email and password; step 2 is the code on /otp-veryfy/{id}. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });
  const signIn = useMutation({
    mutationFn: () =>
      apiRequest<Challenge>('/api/v1/admin', {
        method: 'POST',
        json: { email: form.email.trim(), password: form.password },
      }),
    onSuccess: (challenge) => {
      const method = challenge.method === 'totp' ? '?methode=application' : '';
      navigate(`/otp-veryfy/${challenge.challengeId}${method}`, { state: { email: form.email.trim() } });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <AuthCard title="Connexion à l’administration">
      <form className="app-form" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
        <FormAlert error={signIn.isError ? errorMessage(signIn.error) : null} />
        <button type="submit" className="button" disabled={signIn.isPending}>
          {signIn.isPending ? 'Connexion…' : 'Se connecter'}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">Mot de passe oublié ?</Link>
      </p>
      <p>
        Vous êtes client ? <Link to="/connexion">Accéder à mon espace client</Link>
      </p>
    </AuthCard>
  );
}
