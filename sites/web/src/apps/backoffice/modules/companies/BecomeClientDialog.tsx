import { becomeClientEndpoint } from '@courtage/contracts/crm/companies/become-client.rpc';
import type { Company } from '@courtage/contracts/crm/companies/company';
import { becomeClientForm } from '@courtage/contracts/crm/companies/company-form';
import { getCompanyEndpoint } from '@courtage/contracts/crm/companies/get-company.rpc';
import { listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { getComplianceFileEndpoint } from '@courtage/contracts/crm/compliance/get-compliance-file.rpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { CrmDialog } from './components/CrmDialog.tsx';
import { TextAreaField } from './components/Field.tsx';

type Props = {
  company: Company;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A reason to start from (an accepted quote). */
  initialReason?: string;
};

/** 'Passer en client': one action with its reason (kept on the company and in the audit log). */
export function BecomeClientDialog({ company, isOpen, onOpenChange, initialReason = '' }: Props) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!isOpen) return;
    setReason(initialReason);
    setErrors({});
  }, [isOpen, initialReason]);
  const convert = useMutation({
    mutationFn: () => call(becomeClientEndpoint, { id: company.id, reason: reason.trim() }),
    onSuccess: (saved) => {
      queryClient.setQueryData(endpointKey(getCompanyEndpoint, { id: saved.id }), saved);
      void queryClient.invalidateQueries({ queryKey: endpointKey(listCompaniesEndpoint) });
      void queryClient.invalidateQueries({
        queryKey: endpointKey(getComplianceFileEndpoint, { companyId: saved.id }),
      });
      toast.success(`« ${saved.companyName} » est maintenant client.`);
      setReason('');
      onOpenChange(false);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(becomeClientForm, { reason: reason.trim() });
    setErrors(found);
    if (Object.keys(found).length === 0) convert.mutate();
  };
  return (
    <CrmDialog title="Passer en client" isOpen={isOpen} onOpenChange={onOpenChange}>
      <form className="crm-stack" onSubmit={submit} noValidate>
        <p className="bo-page__lead">
          {`« ${company.companyName} » devient client. La raison est conservée dans l’historique.`}
        </p>
        <TextAreaField
          label="Raison du passage en client"
          required
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormAlert
          error={
            convert.isError && !serverFieldErrors(convert.error).reason ? errorMessage(convert.error) : null
          }
        />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={convert.isPending}>
            Confirmer le passage en client
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
