import { listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { CIVILITIES, contactForm } from '@courtage/contracts/crm/contacts/contact-form';
import { createContactEndpoint } from '@courtage/contracts/crm/contacts/create-contact.rpc';
import { getContactEndpoint } from '@courtage/contracts/crm/contacts/get-contact.rpc';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { updateContactEndpoint } from '@courtage/contracts/crm/contacts/update-contact.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { CompanyPicker } from '../companies/components/CompanyPicker.tsx';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { InputField, SelectField } from '../companies/components/Field.tsx';
import { type ContactValues, contactValuesOf, EMPTY_CONTACT, toContactInput } from './contact-values.ts';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this contact; creating one when absent. */
  contact?: Contact;
  /** The company the new contact belongs to (its record page); picked in the form otherwise. */
  company?: { id: string; companyName: string } | null;
  onSaved?: (contact: Contact) => void;
};

/** Civility, name, forename, function, e-mail, phone; a company, or none (an individual client). */
export function ContactFormDialog({ isOpen, onOpenChange, contact, company, onSaved }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [pickedCompany, setPickedCompany] = useState<{ id: string; companyName: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!isOpen) return;
    setValues(contact ? contactValuesOf(contact) : EMPTY_CONTACT);
    setPickedCompany(
      company ??
        (contact?.companyId && contact.companyName
          ? { id: contact.companyId, companyName: contact.companyName }
          : null),
    );
    setErrors({});
  }, [isOpen, contact, company]);

  const input = () => toContactInput(values, pickedCompany?.id ?? null);
  const save = useMutation({
    mutationFn: () =>
      contact
        ? call(updateContactEndpoint, { id: contact.id, contact: input() })
        : call(createContactEndpoint, input()),
    onSuccess: (saved) => {
      toast.success(
        contact ? 'Le contact est mis à jour.' : `${saved.forename} ${saved.name} est ajouté aux contacts.`,
      );
      void queryClient.invalidateQueries({ queryKey: endpointKey(listContactsEndpoint) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(listCompaniesEndpoint) });
      queryClient.setQueryData(endpointKey(getContactEndpoint, { id: saved.id }), saved);
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(contactForm, input());
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const alert = save.isError && Object.keys(serverFieldErrors(save.error)).length === 0;
  return (
    <CrmDialog
      title={contact ? 'Modifier le contact' : 'Ajouter un contact'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <form className="crm-stack" onSubmit={submit} noValidate aria-busy={save.isPending}>
        <div className="crm-grid">
          <SelectField
            label="Civilité"
            required
            value={values.civility}
            error={errors.civility}
            placeholder="Choisir"
            options={CIVILITIES.map((civility) => ({ value: civility, label: civility }))}
            onChange={set('civility')}
          />
          <InputField label="Nom" required value={values.name} error={errors.name} onChange={set('name')} />
          <InputField
            label="Prénom"
            required
            value={values.forename}
            error={errors.forename}
            onChange={set('forename')}
          />
          <InputField
            label="Fonction"
            value={values.function}
            error={errors.function}
            onChange={set('function')}
          />
          <InputField
            label="E-mail"
            type="email"
            autoComplete="off"
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
          <InputField
            label="Téléphone"
            type="tel"
            autoComplete="off"
            value={values.phone}
            error={errors.phone}
            onChange={set('phone')}
          />
        </div>
        {company ? (
          <p className="bo-page__lead">{`Entreprise : ${company.companyName}`}</p>
        ) : (
          <CompanyPicker
            label="Entreprise (vide pour un particulier)"
            value={pickedCompany}
            onChange={setPickedCompany}
            error={errors.companyId}
          />
        )}
        <FormAlert error={alert ? errorMessage(save.error) : null} />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
            {contact ? 'Enregistrer' : 'Ajouter le contact'}
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
