import { resetPasswordForm } from '@courtage/contracts/auth/reset-password.rpc';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { resetCustomerPassword, resetStaffPassword } from '../../../lib/gateway/auth.ts';
import { AuthCard } from '../../shell/AuthCard.tsx';
import { PASSWORD_HINT, PASSWORD_MISMATCH } from '../../shell/ChangePasswordForm.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { TextField } from '../../shell/TextField.tsx';

type Outcome = { message: string; signInPath: string };

/**
 * /reset-password/{token}: the emailed link (customer or staff; the link does not say which,
 * so the customer route is tried first and an unknown token is then tried as a staff one).
 */
export default function ResetPasswordTokenPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [checked, setChecked] = useState<FieldErrors>({});
  const reset = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      try {
        const answer = await resetCustomerPassword(token, password);
        return { message: answer.message, signInPath: '/connexion' };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
      }
      const answer = await resetStaffPassword(token, password);
      return { message: answer.message, signInPath: '/admin-login' };
    },
  });
  const server = fieldErrors(reset.error);
  const errors = Object.keys(checked).length > 0 ? checked : server;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contracts' reset form (customers and staff), the one the gateway and auth run.
    const found = formErrors(resetPasswordForm, { password });
    const differ = password !== confirm;
    setChecked(found);
    setMismatch(differ);
    if (Object.keys(found).length === 0 && !differ) reset.mutate();
  };
  if (reset.isSuccess) {
    return (
      <AuthCard title="Choisir un nouveau mot de passe">
        <FormAlert success={reset.data.message} />
        <p>
          <Link to={reset.data.signInPath}>Me connecter</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choisir un nouveau mot de passe">
      <form className="app-form" onSubmit={submit} noValidate>
        <TextField
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          error={mismatch ? PASSWORD_MISMATCH : undefined}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <FormAlert
          error={reset.isError && Object.keys(server).length === 0 ? errorMessage(reset.error) : null}
        />
        <button type="submit" className="button" disabled={reset.isPending}>
          {reset.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </form>
      <p>
        <Link to="/admin-login">Retour à la connexion</Link>
      </p>
    </AuthCard>
  );
}
