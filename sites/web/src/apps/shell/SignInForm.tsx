import type { FormDefinition } from '@courtage/contracts/form/define-form';
import type { TObject, TString } from '@sinclair/typebox';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, formErrors } from '../../lib/forms/form-errors.ts';
import { FormAlert } from './FormAlert.tsx';
import { TextField } from './TextField.tsx';

export type Credentials = { email: string; password: string };

type Props = {
  /** `email` for customers, `username` for staff (password managers keep them apart). */
  emailAutoComplete: string;
  /** The sign-in's one definition in contracts, checked before sending (DESIGN.md section 9). */
  form?: FormDefinition<TObject<{ email: TString; password: TString }>>;
  pending: boolean;
  /** The French message of the last failure, or null. */
  error: string | null;
  /** Called with the email trimmed, once the form's check passed. */
  onSubmit: (credentials: Credentials) => void;
};

/** Email and password, the first step of both sign-ins (customer space and back office). */
export function SignInForm({ emailAutoComplete, form: definition, pending, error, onSubmit }: Props) {
  const [form, setForm] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = { email: form.email.trim(), password: form.password };
    const found = definition ? formErrors(definition, credentials) : {};
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(credentials);
  };
  return (
    <form className="app-form" onSubmit={submit} noValidate>
      <TextField
        label="E-mail"
        type="email"
        autoComplete={emailAutoComplete}
        required
        value={form.email}
        error={errors.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        value={form.password}
        error={errors.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
      />
      <FormAlert error={error} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
