import {
  changePasswordForm,
  type ChangePasswordForm as PasswordChange,
} from '@courtage/contracts/auth/change-password.rpc';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors } from '../../lib/forms/form-errors.ts';
import { FormAlert } from './FormAlert.tsx';
import { fieldErrors } from './field-errors.ts';
import { TextField } from './TextField.tsx';

export const PASSWORD_HINT = 'Au moins 8 caractères, dont une lettre et un chiffre.';
export const PASSWORD_MISMATCH = 'Les deux mots de passe ne correspondent pas.';

/** Current password + new password twice, sent by `change` (customer or staff, lib/gateway/auth.ts). */
export function ChangePasswordForm({
  save,
}: {
  save: (change: PasswordChange) => Promise<{ message: string }>;
}) {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const [checked, setChecked] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: () => save({ currentPassword: form.currentPassword, newPassword: form.newPassword }),
    onSuccess: () => setForm({ currentPassword: '', newPassword: '', confirm: '' }),
  });
  const server = fieldErrors(change.error);
  const errors = Object.keys(checked).length > 0 ? checked : server;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contracts' form first (the gateway runs the same one), then the confirmation.
    const found = formErrors(changePasswordForm, {
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
    });
    const differ = form.newPassword !== form.confirm;
    setChecked(found);
    setMismatch(differ);
    if (Object.keys(found).length === 0 && !differ) change.mutate();
  };
  return (
    <form className="app-form" onSubmit={submit} noValidate>
      <TextField
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
      />
      <TextField
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={form.newPassword}
        error={errors.newPassword}
        onChange={(event) => setForm({ ...form, newPassword: event.target.value })}
      />
      <TextField
        label="Confirmer le nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirm}
        error={mismatch ? PASSWORD_MISMATCH : undefined}
        onChange={(event) => setForm({ ...form, confirm: event.target.value })}
      />
      <FormAlert
        error={change.isError && Object.keys(server).length === 0 ? errorMessage(change.error) : null}
        success={change.isSuccess ? change.data.message : null}
      />
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? 'Enregistrement…' : 'Changer mon mot de passe'}
      </button>
    </form>
  );
}
