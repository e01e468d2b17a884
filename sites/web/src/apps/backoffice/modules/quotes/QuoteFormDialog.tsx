import { listCompaniesEndpoint } from '@courtage/contracts/crm/companies/list-companies.rpc';
import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { listContactsEndpoint } from '@courtage/contracts/crm/contacts/list-contacts.rpc';
import { quoteValidityRange } from '@courtage/contracts/crm/date-bounds';
import { createQuoteEndpoint } from '@courtage/contracts/crm/quotes/create-quote.rpc';
import { INSURANCE_LINES, insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import { listQuotesEndpoint } from '@courtage/contracts/crm/quotes/list-quotes.rpc';
import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import { quoteForm } from '@courtage/contracts/crm/quotes/quote-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call, endpointKey, listQueryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { sendQuote } from '../../../../lib/gateway/quotes.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { CompanyPicker } from '../companies/components/CompanyPicker.tsx';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { InputField, SelectField, TextAreaField } from '../companies/components/Field.tsx';
import { defaultValidUntil, type QuoteValues, toQuoteInput } from './quote-values.ts';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  insuranceLine: string;
  /** The company the quote is for, when known (from its record page). */
  company: { id: string; companyName: string } | null;
};

function contactLabel(contact: Contact): string {
  return `${contact.civility} ${contact.forename} ${contact.name}${contact.email ? ` <${contact.email}>` : ' (sans e-mail)'}`;
}

/**
 * The quote form of one insurance line: for a company and its contact, the formula, the premium
 * and the validity. 'Créer et envoyer' also builds the PDF (ORIAS number, DER mention) and emails
 * it to the contact.
 */
export function QuoteFormDialog({ isOpen, onOpenChange, insuranceLine, company }: Props) {
  const queryClient = useQueryClient();
  const [chosenCompany, setChosenCompany] = useState(company);
  const [values, setValues] = useState<QuoteValues>({
    companyId: '',
    contactId: '',
    insuranceLine,
    formula: '',
    insurer: '',
    monthlyPremium: '',
    validUntil: defaultValidUntil(),
    notes: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!isOpen) return;
    setChosenCompany(company);
    setValues((current) => ({ ...current, insuranceLine, companyId: company?.id ?? '', contactId: '' }));
    setErrors({});
  }, [isOpen, insuranceLine, company]);

  const companyId = chosenCompany?.id ?? '';
  const contacts = useQuery({
    ...listQueryOptions(
      listContactsEndpoint,
      new URLSearchParams({ limit: '50', sort: 'name', direction: 'asc', companyId }),
    ),
    enabled: Boolean(companyId),
  });
  const companyContacts = contacts.data?.rows ?? [];
  // The only contact with an e-mail is the natural recipient.
  useEffect(() => {
    const withEmail = companyContacts.filter((contact) => contact.email);
    if (withEmail.length === 1 && !values.contactId) {
      setValues((current) => ({ ...current, contactId: withEmail[0]?.id ?? '' }));
    }
  }, [companyContacts, values.contactId]);

  const save = useMutation({
    mutationFn: async ({ send }: { send: boolean }): Promise<{ quote: Quote; sent: boolean }> => {
      const quote = await call(createQuoteEndpoint, toQuoteInput({ ...values, companyId }));
      if (!send) return { quote, sent: false };
      return { quote: await sendQuote(quote.id), sent: true };
    },
    onSuccess: ({ quote, sent }) => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(listQuotesEndpoint) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(listCompaniesEndpoint) });
      const contact = companyContacts.find((candidate) => candidate.id === quote.contactId);
      toast.success(
        sent
          ? `Le devis ${quote.reference} est envoyé${contact?.email ? ` à ${contact.email}` : ''}.`
          : `Le devis ${quote.reference} est enregistré en brouillon.`,
      );
      onOpenChange(false);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const set = (field: keyof QuoteValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });
  };
  const submitWith = (send: boolean) => (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(quoteForm, toQuoteInput({ ...values, companyId }));
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate({ send });
  };
  const alert = save.isError && Object.keys(serverFieldErrors(save.error)).length === 0;
  return (
    <CrmDialog
      title={`Devis : ${insuranceLineLabel(values.insuranceLine)}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      wide
    >
      <form className="crm-stack" onSubmit={submitWith(true)} noValidate aria-busy={save.isPending}>
        <div className="crm-grid">
          <CompanyPicker
            value={chosenCompany}
            error={errors.companyId}
            onChange={(next) => {
              setChosenCompany(next);
              setValues((current) => ({ ...current, contactId: '' }));
            }}
          />
          <SelectField
            label="Contact destinataire"
            value={values.contactId}
            error={errors.contactId}
            disabled={!companyId}
            placeholder={companyId ? 'Choisir le contact' : 'Choisir d’abord l’entreprise'}
            options={companyContacts.map((contact) => ({ value: contact.id, label: contactLabel(contact) }))}
            onChange={set('contactId')}
          />
          <SelectField
            label="Type d’assurance"
            value={values.insuranceLine}
            error={errors.insuranceLine}
            options={INSURANCE_LINES.map((line) => ({ value: line.slug, label: line.label }))}
            onChange={set('insuranceLine')}
          />
        </div>
        <TextAreaField
          label="Formule ou garanties demandées"
          required
          value={values.formula}
          error={errors.formula}
          onChange={set('formula')}
        />
        <div className="crm-grid">
          <InputField
            label="Assureur"
            value={values.insurer}
            error={errors.insurer}
            onChange={set('insurer')}
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
            label="Valable jusqu’au"
            type="date"
            required
            {...quoteValidityRange()}
            value={values.validUntil}
            error={errors.validUntil}
            onChange={set('validUntil')}
          />
        </div>
        <TextAreaField label="Notes" value={values.notes} error={errors.notes} onChange={set('notes')} />
        <FormAlert error={alert ? errorMessage(save.error) : null} />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="button" className="bo-button" disabled={save.isPending} onClick={submitWith(false)}>
            Enregistrer le brouillon
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
            {save.isPending ? 'Envoi…' : 'Créer et envoyer le devis'}
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
