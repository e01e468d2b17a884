import { updateCustomerForm } from '@courtage/contracts/auth/update-customer.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { applyAccount } from '../../../lib/auth/apply-account.ts';
import { type FieldErrors, formErrors } from '../../../lib/forms/form-errors.ts';
import { getCustomer, updateCustomer, uploadCustomerAvatar } from '../../../lib/gateway/auth.ts';
import { store } from '../../../states/store.ts';
import { AvatarUpload } from '../../shell/AvatarUpload.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { Spinner } from '../../shell/Spinner.tsx';
import { TextField } from '../../shell/TextField.tsx';

/** /profile: first name, last name, phone number (the email is the account's identifier) and picture. */
export default function ProfilePage() {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: ['customer', 'me'],
    queryFn: getCustomer,
  });
  const [form, setForm] = useState({ firstName: '', lastName: '', phoneNumber: '' });
  useEffect(() => {
    if (me.data) {
      setForm({
        firstName: me.data.firstName,
        lastName: me.data.lastName,
        phoneNumber: me.data.phoneNumber ?? '',
      });
    }
  }, [me.data]);
  const [checked, setChecked] = useState<FieldErrors>({});
  const request = () => ({
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phoneNumber: form.phoneNumber.trim() || null,
  });
  const save = useMutation({
    mutationFn: () => updateCustomer(request()),
    onSuccess: (account) => {
      applyAccount(store, account);
      queryClient.setQueryData(['customer', 'me'], account);
    },
  });
  if (me.isPending) return <Spinner />;
  if (me.isError) return <FormAlert error={errorMessage(me.error)} />;
  const server = fieldErrors(save.error);
  const errors = Object.keys(checked).length > 0 ? checked : server;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contracts' profile form, the one the gateway and the auth service run.
    const found = formErrors(updateCustomerForm, request());
    setChecked(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <section className="app-card" aria-labelledby="profile-title">
      <h1 id="profile-title">Modifier mon profil</h1>
      <form className="app-form" onSubmit={submit} noValidate>
        <TextField
          label="Prénom"
          name="firstName"
          required
          autoComplete="given-name"
          value={form.firstName}
          error={errors.firstName}
          onChange={(event) => setForm({ ...form, firstName: event.target.value })}
        />
        <TextField
          label="Nom"
          name="lastName"
          required
          autoComplete="family-name"
          value={form.lastName}
          error={errors.lastName}
          onChange={(event) => setForm({ ...form, lastName: event.target.value })}
        />
        <TextField
          label="E-mail"
          name="email"
          value={me.data.email}
          readOnly
          hint="L’adresse e-mail ne peut pas être modifiée."
        />
        <TextField
          label="Téléphone (facultatif)"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={form.phoneNumber}
          error={errors.phoneNumber}
          onChange={(event) => setForm({ ...form, phoneNumber: event.target.value })}
        />
        <FormAlert
          error={save.isError && Object.keys(server).length === 0 ? errorMessage(save.error) : null}
          success={save.isSuccess ? 'Votre profil a été mis à jour.' : null}
        />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </form>
      <AvatarUpload
        profile={me.data}
        upload={uploadCustomerAvatar}
        onSaved={(account) => {
          applyAccount(store, account);
          queryClient.setQueryData(['customer', 'me'], account);
        }}
      />
    </section>
  );
}
