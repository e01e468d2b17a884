import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import { listQuotesEndpoint } from '@courtage/contracts/crm/quotes/list-quotes.rpc';
import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import { recordEmailForm } from '@courtage/contracts/crm/timeline/record-email.rpc';
import {
  fillRecordEmail,
  RECORD_EMAIL_MESSAGES,
  RECORD_EMAIL_TEMPLATE_LABELS,
  RECORD_EMAIL_TEMPLATES,
  type RecordEmailTemplate,
} from '@courtage/contracts/crm/timeline/record-email-templates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { listQueryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { sendRecordEmail } from '../../../../lib/gateway/timeline.ts';
import { userState } from '../../../../states/user/userState.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { formatDateFr, formatEuro } from '../../format/format-fr.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { InputField, SelectField, TextAreaField } from '../companies/components/Field.tsx';

export type EmailRecipient = {
  id: string;
  civility: 'M.' | 'Mme';
  forename: string;
  name: string;
  email: string;
};

/** The contact's latest quotes, newest first, for the 'Relance de devis' template. */
const latestQuotes = (contactId: string) =>
  listQueryOptions(
    listQuotesEndpoint,
    new URLSearchParams({ contactId, sort: 'createdAt', direction: 'desc', limit: '10' }),
  );

/**
 * 'Envoyer un e-mail' from a contact's record: a template (rappel manqué, relance de devis,
 * documents manquants, renouvellement) filled from the record (civility, name, the broker's name,
 * the latest quote), then edited freely before sending. The e-mail goes through the notification
 * service's queue with the broker's legal footer; the timeline shows it with its delivery state.
 */
export function SendEmailDialog({
  recipient,
  isOpen,
  onOpenChange,
}: {
  recipient: EmailRecipient;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const me = useAtomValue(userState);
  const [template, setTemplate] = useState<RecordEmailTemplate | ''>('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const quote = useQuery({
    ...latestQuotes(recipient.id),
    select: (page): Quote | null => page.rows[0] ?? null,
    enabled: isOpen,
    staleTime: 0,
  });
  useEffect(() => {
    if (isOpen) {
      setTemplate('');
      setSubject('');
      setBody('');
      setErrors({});
    }
  }, [isOpen]);
  const choose = (next: RecordEmailTemplate | '') => {
    setTemplate(next);
    if (!next) return;
    const latest = quote.data;
    const filled = fillRecordEmail(next, {
      civility: recipient.civility,
      forename: recipient.forename,
      name: recipient.name,
      brokerName: me.fullName || 'Votre conseiller',
      quote: latest
        ? {
            reference: latest.reference,
            insuranceLine: insuranceLineLabel(latest.insuranceLine),
            monthlyPremium: formatEuro(latest.monthlyPremium),
            validUntil: formatDateFr(latest.validUntil),
          }
        : undefined,
    });
    setSubject(filled.subject);
    setBody(filled.body);
    setErrors({});
  };
  const send = useMutation({
    mutationFn: () =>
      sendRecordEmail('contact', recipient.id, {
        template: template as RecordEmailTemplate,
        subject: subject.trim(),
        body,
      }),
    onSuccess: () => {
      toast.success(RECORD_EMAIL_MESSAGES.sent);
      onOpenChange(false);
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = { ...(template ? { template } : {}), subject: subject.trim(), body };
    const found = formErrors(recordEmailForm, value);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate();
  };
  return (
    <CrmDialog title="Envoyer un e-mail" isOpen={isOpen} onOpenChange={onOpenChange} wide>
      <form className="crm-stack" onSubmit={submit} noValidate>
        <p className="tl-recipient">{`À : ${recipient.forename} ${recipient.name} <${recipient.email}>`}</p>
        <SelectField
          label="Modèle"
          value={template}
          error={errors.template}
          placeholder="Choisir un modèle…"
          hint={quote.isPending ? 'Lecture du dernier devis du contact…' : undefined}
          options={RECORD_EMAIL_TEMPLATES.map((value) => ({
            value,
            label: RECORD_EMAIL_TEMPLATE_LABELS[value],
          }))}
          onChange={(event) => choose(event.target.value as RecordEmailTemplate | '')}
        />
        <InputField
          label="Objet"
          value={subject}
          error={errors.subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label="Message"
          value={body}
          error={errors.body}
          rows={12}
          hint="Modifiable avant l’envoi. Les mentions légales du cabinet sont ajoutées en pied de message."
          onChange={(event) => setBody(event.target.value)}
        />
        <FormAlert
          error={
            send.isError && Object.keys(serverFieldErrors(send.error)).length === 0
              ? errorMessage(send.error)
              : null
          }
        />
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className="bo-button bo-button--primary" disabled={send.isPending}>
            Envoyer l’e-mail
          </button>
        </div>
      </form>
    </CrmDialog>
  );
}
