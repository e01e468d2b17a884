import type { Company } from '@courtage/contracts/crm/companies/company';
import {
  COMPANY_KIND_LABELS,
  COMPANY_KINDS,
  companyForm,
} from '@courtage/contracts/crm/companies/company-form';
import { createCompanyEndpoint } from '@courtage/contracts/crm/companies/create-company.rpc';
import { getCompanyEndpoint } from '@courtage/contracts/crm/companies/get-company.rpc';
import { listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { updateCompanyEndpoint } from '@courtage/contracts/crm/companies/update-company.rpc';
import { companyCreationRange } from '@courtage/contracts/crm/date-bounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { type CompanyValues, companyValuesOf, EMPTY_COMPANY, toCompanyInput } from './company-values.ts';
import { CrmDialog } from './components/CrmDialog.tsx';
import { InputField, SelectField } from './components/Field.tsx';
import { NafField } from './components/NafField.tsx';
import { PostalCodeTownFields } from './components/PostalCodeTownFields.tsx';

/** Fields behind 'Autres informations': the section opens when one of them is wrong. */
const HIDDEN_FIELDS = [
  'legalForm',
  'creationDate',
  'sector',
  'turnover',
  'iban',
  'rcsCity',
  'registeredOfficeAddress',
  'companyRepresentative',
] as const;

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this company; creating one when absent. */
  company?: Company;
  onSaved?: (company: Company) => void;
};

/** Fields checked in the browser with the contract's one definition, then by the gateway. */
export function CompanyFormDialog({ isOpen, onOpenChange, company, onSaved }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CompanyValues>(EMPTY_COMPANY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // 'Autres informations' opens when one of its fields is wrong and then stays as the broker
  // leaves it: correcting the field (which clears its error) must not fold it away.
  const [othersOpen, setOthersOpen] = useState(false);
  useEffect(() => {
    if (!isOpen) return;
    setValues(company ? companyValuesOf(company) : EMPTY_COMPANY);
    setErrors({});
    setOthersOpen(false);
  }, [isOpen, company]);

  const save = useMutation({
    mutationFn: (input: ReturnType<typeof toCompanyInput>) =>
      company
        ? call(updateCompanyEndpoint, { id: company.id, company: input })
        : call(createCompanyEndpoint, input),
    onSuccess: (saved) => {
      toast.success(
        company ? 'L’entreprise est mise à jour.' : `L’entreprise « ${saved.companyName} » est créée.`,
      );
      void queryClient.invalidateQueries({ queryKey: endpointKey(listCompaniesEndpoint) });
      queryClient.setQueryData(endpointKey(getCompanyEndpoint, { id: saved.id }), saved);
      onOpenChange(false);
      onSaved?.(saved);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const set = (field: keyof CompanyValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });
  };
  const setPlace = useCallback((place: { zipCode: string; town: string }) => {
    setValues((current) =>
      current.zipCode === place.zipCode && current.town === place.town ? current : { ...current, ...place },
    );
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toCompanyInput(values);
    const found = formErrors(companyForm, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first wrong field gets the focus, so its message is read out.
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    save.mutate(input);
  };
  const hasHiddenError = HIDDEN_FIELDS.some((field) => errors[field]);
  useEffect(() => {
    if (hasHiddenError) setOthersOpen(true);
  }, [hasHiddenError]);
  const serverAlert = save.isError && Object.keys(serverFieldErrors(save.error)).length === 0;

  return (
    <CrmDialog
      title={company ? 'Modifier l’entreprise' : 'Ajouter une entreprise'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      wide
    >
      <form className="crm-stack" onSubmit={submit} noValidate aria-busy={save.isPending}>
        <div className="crm-grid">
          <InputField
            label="Raison sociale"
            required
            data-field="companyName"
            value={values.companyName}
            error={errors.companyName}
            onChange={set('companyName')}
          />
          <InputField
            label="SIREN"
            required
            inputMode="numeric"
            hint="9 chiffres"
            data-field="siren"
            value={values.siren}
            error={errors.siren}
            onChange={set('siren')}
          />
          <SelectField
            label="Statut"
            data-field="kind"
            value={values.kind}
            error={errors.kind}
            options={COMPANY_KINDS.map((kind) => ({ value: kind, label: COMPANY_KIND_LABELS[kind] }))}
            onChange={set('kind')}
          />
        </div>
        <PostalCodeTownFields
          zipCode={values.zipCode}
          town={values.town}
          onChange={setPlace}
          zipCodeError={errors.zipCode}
          townError={errors.town}
        />
        <InputField
          label="Adresse"
          data-field="address"
          value={values.address}
          error={errors.address}
          onChange={set('address')}
        />
        <NafField
          value={values.codeNaf}
          error={errors.codeNaf}
          onChange={(codeNaf) => setValues((current) => ({ ...current, codeNaf }))}
        />
        <details
          className="bo-details"
          open={othersOpen}
          onToggle={(event) => setOthersOpen(event.currentTarget.open)}
        >
          <summary>Autres informations (forme juridique, IBAN, RCS…)</summary>
          <div className="crm-grid">
            <InputField
              label="Forme juridique"
              value={values.legalForm}
              error={errors.legalForm}
              onChange={set('legalForm')}
            />
            <InputField
              label="Date de création"
              type="date"
              {...companyCreationRange()}
              value={values.creationDate}
              error={errors.creationDate}
              onChange={set('creationDate')}
            />
            <InputField
              label="Secteur"
              value={values.sector}
              error={errors.sector}
              onChange={set('sector')}
            />
            <InputField
              label="Chiffre d’affaires (€)"
              inputMode="numeric"
              value={values.turnover}
              error={errors.turnover}
              onChange={set('turnover')}
            />
            <InputField
              label="IBAN"
              hint={
                company?.ibanMasked
                  ? `Enregistré : ${company.ibanMasked} (laisser vide pour le garder)`
                  : undefined
              }
              value={values.iban}
              error={errors.iban}
              onChange={set('iban')}
            />
            <InputField
              label="Ville du RCS"
              value={values.rcsCity}
              error={errors.rcsCity}
              onChange={set('rcsCity')}
            />
            <InputField
              label="Adresse du siège"
              value={values.registeredOfficeAddress}
              error={errors.registeredOfficeAddress}
              onChange={set('registeredOfficeAddress')}
            />
            <InputField
              label="Représentant légal"
              value={values.companyRepresentative}
              error={errors.companyRepresentative}
              onChange={set('companyRepresentative')}
            />
          </div>
        </details>
        <FormAlert error={serverAlert ? errorMessage(save.error) : null} />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
            {save.isPending ? 'Enregistrement…' : company ? 'Enregistrer' : 'Créer l’entreprise'}
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
