import { signUpCustomerForm } from '@courtage/contracts/auth/sign-up-customer.rpc';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { signUpCustomer } from '../../../lib/gateway/auth.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { PASSWORD_HINT } from '../../shell/ChangePasswordForm.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { TextField } from '../../shell/TextField.tsx';

/**
 * /inscription: asks for an account. The answer is the same whether or not the address has
 * one: the page shows it; the emailed activation link creates the account, then the
 * customer signs in.
 */
export default function SignUpPage() {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', phoneNumber: '', password: '' });
  const [checked, setChecked] = useState<FieldErrors>({});
  const request = () => ({
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    password: form.password,
    ...(form.phoneNumber.trim() ? { phoneNumber: form.phoneNumber.trim() } : {}),
  });
  const signUp = useMutation({ mutationFn: () => signUpCustomer(request()) });
  const server = fieldErrors(signUp.error);
  const errors = Object.keys(checked).length > 0 ? checked : server;
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contracts' sign-up form, the one the gateway and the auth service run.
    const found = formErrors(signUpCustomerForm, request());
    setChecked(found);
    if (Object.keys(found).length === 0) signUp.mutate();
  };
  if (signUp.isSuccess) {
    return (
      <AuthCard title="Vérifiez votre boîte e-mail">
        <p className="form-success" role="status">
          {signUp.data.message}
        </p>
        <p>
          Rien reçu après quelques minutes ? Vérifiez vos courriers indésirables. Vous avez déjà un compte ?{' '}
          <Link to="/connexion">Me connecter</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Créer mon espace client">
      <form className="app-form" onSubmit={submit} noValidate>
        <TextField
          label="Prénom"
          autoComplete="given-name"
          required
          value={form.firstName}
          error={errors.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Nom"
          autoComplete="family-name"
          required
          value={form.lastName}
          error={errors.lastName}
          onChange={set('lastName')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          label="Téléphone (facultatif)"
          type="tel"
          autoComplete="tel"
          value={form.phoneNumber}
          error={errors.phoneNumber}
          onChange={set('phoneNumber')}
        />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          value={form.password}
          error={errors.password}
          onChange={set('password')}
        />
        <FormAlert
          error={signUp.isError && Object.keys(server).length === 0 ? errorMessage(signUp.error) : null}
        />
        <button type="submit" className="button" disabled={signUp.isPending}>
          {signUp.isPending ? 'Création…' : 'Créer mon compte'}
        </button>
      </form>
      <p>
        Déjà inscrit ? <Link to="/connexion">Me connecter</Link>
      </p>
    </AuthCard>
  );
}
