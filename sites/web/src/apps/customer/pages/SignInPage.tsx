import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CustomerUser } from '../../../lib/auth/account-types.ts';
import { apiRequest } from '../../../lib/auth/api-client.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { applyAccount } from '../../../lib/auth/apply-account.ts';
import { type SessionTokens, saveSession } from '../../../lib/auth/session-data.ts';
import { store } from '../../../states/store.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { TextField } from '../../shell/TextField.tsx';

/** /connexion: the customer signs in with email and password, then reaches /dashboard. */
export default function SignInPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });
  const signIn = useMutation({
    mutationFn: () =>
      apiRequest<{ user: CustomerUser; tokens: SessionTokens }>('/auth/v1/user/login', {
        method: 'POST',
        json: { email: form.email.trim(), password: form.password },
      }),
    onSuccess: ({ user, tokens }) => {
      saveSession(tokens, 'customer');
      applyAccount(store, user);
      navigate('/dashboard', { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <AuthCard title="Connexion à mon espace">
      <form className="app-form" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
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
        <Link to="/forgot-password?compte=client">Mot de passe oublié ?</Link>
      </p>
      <p>
        Pas encore de compte ? <Link to="/inscription">Créer mon compte</Link>
      </p>
    </AuthCard>
  );
}
