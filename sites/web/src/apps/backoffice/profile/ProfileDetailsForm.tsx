import { updateStaffProfileForm } from '@courtage/contracts/auth/update-staff-profile.rpc';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { StaffUser } from '../../../lib/auth/account-types.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { updateStaffProfile } from '../../../lib/gateway/auth.ts';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { TextField } from '../../shell/TextField.tsx';
import { StaffNameEmailFields } from './StaffNameEmailFields.tsx';

/** Name and email of the signed-in staff member. */
export function ProfileDetailsForm({
  profile,
  onSaved,
}: {
  profile: StaffUser;
  onSaved: (next: StaffUser) => void;
}) {
  const [form, setForm] = useState({ name: profile.name, email: profile.email, currentPassword: '' });
  // A new sign-in email takes the current password (the previous address is told by email).
  const emailChanges = form.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const [checked, setChecked] = useState<FieldErrors>({});
  const value = () => ({
    name: form.name.trim(),
    email: form.email.trim(),
    ...(emailChanges ? { currentPassword: form.currentPassword } : {}),
  });
  const save = useMutation({
    mutationFn: () => updateStaffProfile(value()),
    onSuccess: (next) => {
      setForm((current) => ({ ...current, currentPassword: '' }));
      onSaved(next);
    },
  });
  const errors = { ...fieldErrors(save.error), ...checked };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(updateStaffProfileForm, value());
    setChecked(found);
    if (Object.keys(found).length > 0) save.reset();
    else save.mutate();
  };
  return (
    <form className="app-form" onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title">Mes informations</h2>
      <StaffNameEmailFields value={form} errors={errors} onChange={(next) => setForm({ ...form, ...next })} />
      {emailChanges && (
        <TextField
          label="Mot de passe actuel (pour changer d’e-mail)"
          type="password"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
        />
      )}
      <FormAlert
        error={save.isError && Object.keys(errors).length === 0 ? errorMessage(save.error) : null}
        success={save.isSuccess ? 'Vos informations ont été mises à jour.' : null}
      />
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
      </button>
    </form>
  );
}
