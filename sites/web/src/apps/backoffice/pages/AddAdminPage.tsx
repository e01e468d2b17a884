import { createStaffEndpoint, createStaffForm } from '@courtage/contracts/auth/create-staff.rpc';
import { listStaffEndpoint } from '@courtage/contracts/auth/list-staff.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { call, canCall, endpointKey } from '../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../states/user/userState.ts';
import { PASSWORD_HINT } from '../../shell/ChangePasswordForm.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { TextField } from '../../shell/TextField.tsx';
import { StaffNameEmailFields } from '../profile/StaffNameEmailFields.tsx';
import { ADMINS_ONLY_MESSAGE, staffErrorMessage } from './forbidden-message.ts';
import { ROLE_LABELS, type StaffRoleValue } from './role-labels.ts';

const EMPTY = { name: '', email: '', role: 'sub-admin' as StaffRoleValue, password: '' };

/** /admin/add-new-admin (Admins only): name, email, role (Admin or Sub-admin), password. */
export default function AddAdminPage() {
  const user = useAtomValue(userState);
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [checked, setChecked] = useState<FieldErrors>({});
  const value = () => ({ ...form, name: form.name.trim(), email: form.email.trim() });
  const create = useMutation({
    mutationFn: () => call(createStaffEndpoint, value()),
    onSuccess: () => {
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: endpointKey(listStaffEndpoint) });
    },
  });
  if (!canCall(createStaffEndpoint, user.role)) {
    return (
      <section className="app-card">
        <h1>Ajouter un administrateur</h1>
        <FormAlert error={ADMINS_ONLY_MESSAGE} />
      </section>
    );
  }
  const errors = { ...fieldErrors(create.error), ...checked };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(createStaffForm, value());
    setChecked(found);
    if (Object.keys(found).length > 0) create.reset();
    else create.mutate();
  };
  return (
    <section className="app-card" aria-labelledby="add-admin-title">
      <h1 id="add-admin-title">Ajouter un administrateur</h1>
      <form className="app-form" onSubmit={submit} noValidate>
        <StaffNameEmailFields
          value={form}
          errors={errors}
          onChange={(next) => setForm({ ...form, ...next })}
        />
        <div className="field">
          <label htmlFor="new-admin-role">Rôle</label>
          <select
            id="new-admin-role"
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value as StaffRoleValue })}
          >
            <option value="admin">{ROLE_LABELS.admin}</option>
            <option value="sub-admin">{ROLE_LABELS['sub-admin']}</option>
          </select>
        </div>
        <TextField
          label="Mot de passe provisoire"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          value={form.password}
          error={errors.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <FormAlert
          error={create.isError && Object.keys(errors).length === 0 ? staffErrorMessage(create.error) : null}
          success={
            create.isSuccess ? `${create.data.name} a été ajouté (${ROLE_LABELS[create.data.role]}).` : null
          }
        />
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Ajout…' : 'Ajouter'}
        </button>
      </form>
    </section>
  );
}
