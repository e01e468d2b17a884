import { forgotPasswordForm } from '@courtage/contracts/auth/request-password-reset.rpc';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { requestCustomerPasswordReset, requestStaffPasswordReset } from '../../../lib/gateway/auth.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { TextField } from '../../shell/TextField.tsx';

/** /forgot-password (staff; `?compte=client` for a customer): asks for a reset email. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const customer = params.get('compte') === 'client';
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: () => (customer ? requestCustomerPasswordReset : requestStaffPasswordReset)(email.trim()),
  });
  const [checked, setChecked] = useState<FieldErrors>({});
  const server = fieldErrors(request.error);
  const errors = Object.keys(checked).length > 0 ? checked : server;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contracts' forgotten-password form, the one the gateway and auth run.
    const found = formErrors(forgotPasswordForm, { email: email.trim() });
    setChecked(found);
    if (Object.keys(found).length === 0) request.mutate();
  };
  return (
    <AuthCard title="Mot de passe oublié">
      <p>
        Saisissez votre adresse e-mail : si un compte existe, vous recevrez un lien pour choisir un nouveau
        mot de passe.
      </p>
      <form className="app-form" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormAlert
          error={request.isError && !server.email ? errorMessage(request.error) : null}
          success={request.isSuccess ? request.data.message : null}
        />
        <button type="submit" className="button" disabled={request.isPending}>
          {request.isPending ? 'Envoi…' : 'Recevoir le lien'}
        </button>
      </form>
      <p>
        <Link to={customer ? '/connexion' : '/admin-login'}>Retour à la connexion</Link>
      </p>
    </AuthCard>
  );
}
