import { getCompanyEndpoint } from '@courtage/contracts/crm/companies/get-company.rpc';
import { listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import type { Contract } from '@courtage/contracts/crm/contracts/contract';
import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  contractForm,
} from '@courtage/contracts/crm/contracts/contract-form';
import { createContractEndpoint } from '@courtage/contracts/crm/contracts/create-contract.rpc';
import { updateContractEndpoint } from '@courtage/contracts/crm/contracts/update-contract.rpc';
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
import { ContactPicker, type PickedContact } from '../contacts/ContactPicker.tsx';
import { CONTRACT_QUERY_KEYS } from './contract-keys.ts';
import { type ContractValues, oneYearAfter, toContractInput } from './contract-values.ts';

/** What an accepted quote gives the contract form. */
export type ContractDraft = Partial<Pick<ContractValues, 'insurer' | 'product' | 'monthlyPremium'>>;

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The holding company, fixed (its record page); the broker picks the holder otherwise. */
  company?: { id: string; companyName: string } | null;
  draft?: ContractDraft;
  /** Completing or correcting this contract (one made from an accepted quote, for instance). */
  contract?: Contract;
  onCreated?: (contract: Contract) => void;
};

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

function valuesOf(contract: Contract): ContractValues {
  return {
    holderKind: contract.holderKind,
    companyId: contract.companyId ?? '',
    contactId: contract.contactId ?? '',
    insurer: contract.insurer,
    product: contract.product,
    policyNumber: contract.policyNumber,
    startDate: contract.startDate,
    renewalDate: contract.renewalDate,
    monthlyPremium: String(contract.monthlyPremium).replace('.', ','),
    commissionRate: String(contract.commissionRate).replace('.', ','),
    status: contract.status,
  };
}

function initialValues(company: Props['company'], draft: ContractDraft | undefined): ContractValues {
  const startDate = today();
  return {
    holderKind: 'company',
    companyId: company?.id ?? '',
    contactId: '',
    insurer: draft?.insurer ?? '',
    product: draft?.product ?? '',
    policyNumber: '',
    startDate,
    renewalDate: oneYearAfter(startDate),
    monthlyPremium: draft?.monthlyPremium ?? '',
    commissionRate: '',
    status: 'actif',
  };
}

/** A contract for a company or a person: insurer, product, policy, dates, premium, commission. */
export function ContractFormDialog({ isOpen, onOpenChange, company, draft, contract, onCreated }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ContractValues>(() => initialValues(company, draft));
  const [pickedCompany, setPickedCompany] = useState(company ?? null);
  const [pickedContact, setPickedContact] = useState<PickedContact | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!isOpen) return;
    setValues(contract ? valuesOf(contract) : initialValues(company, draft));
    setPickedCompany(
      company ?? (contract?.companyId ? { id: contract.companyId, companyName: contract.holderName } : null),
    );
    setPickedContact(
      contract?.contactId && !contract.companyId
        ? { id: contract.contactId, label: contract.holderName }
        : null,
    );
    setErrors({});
  }, [isOpen, company, draft, contract]);

  const input = () =>
    toContractInput({ ...values, companyId: pickedCompany?.id ?? '', contactId: pickedContact?.id ?? '' });
  const create = useMutation({
    mutationFn: () =>
      contract
        ? call(updateContractEndpoint, { id: contract.id, contract: input() })
        : call(createContractEndpoint, input()),
    onSuccess: (saved) => {
      toast.success(
        contract
          ? `Le contrat ${saved.policyNumber} est mis à jour.`
          : `Le contrat ${saved.policyNumber} est ajouté au portefeuille.`,
      );
      for (const queryKey of CONTRACT_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: endpointKey(listCompaniesEndpoint) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(getCompanyEndpoint) });
      onOpenChange(false);
      onCreated?.(saved);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const set = (field: keyof ContractValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The renewal follows the start date until the broker sets it apart.
      if (field === 'startDate' && current.renewalDate === oneYearAfter(current.startDate)) {
        next.renewalDate = oneYearAfter(value);
      }
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(contractForm, input());
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };
  const alert = create.isError && Object.keys(serverFieldErrors(create.error)).length === 0;
  return (
    <CrmDialog
      title={contract ? 'Compléter le contrat' : 'Nouveau contrat'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      wide
    >
      <form className="crm-stack" onSubmit={submit} noValidate aria-busy={create.isPending}>
        {company || contract ? (
          <p className="bo-page__lead">{`Souscripteur : ${company?.companyName ?? contract?.holderName ?? ''}`}</p>
        ) : (
          <div className="crm-grid">
            <SelectField
              label="Souscripteur"
              value={values.holderKind}
              error={errors.holderKind}
              options={[
                { value: 'company', label: 'Une entreprise' },
                { value: 'person', label: 'Une personne' },
              ]}
              onChange={set('holderKind')}
            />
            {values.holderKind === 'company' ? (
              <CompanyPicker value={pickedCompany} onChange={setPickedCompany} error={errors.companyId} />
            ) : (
              <ContactPicker
                label="Personne"
                value={pickedContact}
                onChange={setPickedContact}
                error={errors.contactId}
              />
            )}
          </div>
        )}
        <div className="crm-grid">
          <InputField
            label="Assureur"
            required
            value={values.insurer}
            error={errors.insurer}
            onChange={set('insurer')}
          />
          <InputField
            label="Produit"
            required
            value={values.product}
            error={errors.product}
            onChange={set('product')}
          />
          <InputField
            label="Numéro de police"
            required
            value={values.policyNumber}
            error={errors.policyNumber}
            onChange={set('policyNumber')}
          />
          <InputField
            label="Date d’effet"
            type="date"
            required
            value={values.startDate}
            error={errors.startDate}
            onChange={set('startDate')}
          />
          <InputField
            label="Date de renouvellement"
            type="date"
            required
            value={values.renewalDate}
            error={errors.renewalDate}
            onChange={set('renewalDate')}
          />
          <InputField
            label="Prime mensuelle (€)"
            required
            inputMode="decimal"
            value={values.monthlyPremium}
            error={errors.monthlyPremium}
            onChange={set('monthlyPremium')}
          />
          <InputField
            label="Taux de commission (%)"
            required
            inputMode="decimal"
            value={values.commissionRate}
            error={errors.commissionRate}
            onChange={set('commissionRate')}
          />
          <SelectField
            label="Statut du contrat"
            value={values.status}
            error={errors.status}
            options={CONTRACT_STATUSES.map((status) => ({
              value: status,
              label: CONTRACT_STATUS_LABELS[status],
            }))}
            onChange={set('status')}
          />
        </div>
        <FormAlert error={alert ? errorMessage(create.error) : null} />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={create.isPending}>
            {contract ? 'Enregistrer le contrat' : 'Ajouter le contrat'}
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
