import { type FormEvent, useState } from 'react';
import { FormAlert } from './FormAlert.tsx';
import { TextField } from './TextField.tsx';

export type Credentials = { email: string; password: string };

type Props = {
  /** `email` for customers, `username` for staff (password managers keep them apart). */
  emailAutoComplete: string;
  pending: boolean;
  /** The French message of the last failure, or null. */
  error: string | null;
  /** Called with the email trimmed. */
  onSubmit: (credentials: Credentials) => void;
};

/** Email and password, the first step of both sign-ins (customer space and back office). */
export function SignInForm({ emailAutoComplete, pending, error, onSubmit }: Props) {
  const [form, setForm] = useState<Credentials>({ email: '', password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: form.email.trim(), password: form.password });
  };
  return (
    <form className="app-form" onSubmit={submit} noValidate>
      <TextField
        label="E-mail"
        type="email"
        autoComplete={emailAutoComplete}
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
      <FormAlert error={error} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
