import { assignContactMessageEndpoint } from '@courtage/contracts/crm/contact-messages/assign-contact-message.rpc';
import type {
  ContactMessageRow,
  ContactMessageStatus,
} from '@courtage/contracts/crm/contact-messages/contact-message';
import { getContactMessageEndpoint } from '@courtage/contracts/crm/contact-messages/get-contact-message.rpc';
import {
  contactMessageReplyForm,
  replyToContactMessageEndpoint,
} from '@courtage/contracts/crm/contact-messages/reply-contact-message.rpc';
import { setContactMessageStatusEndpoint } from '@courtage/contracts/crm/contact-messages/set-contact-message-status.rpc';
import { listOfferAssigneesEndpoint } from '@courtage/contracts/offer/list-offer-assignees.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { useOneActionAtATime } from '../../../../lib/forms/use-one-action-at-a-time.ts';
import { call, endpointKey, queryOptions } from '../../../../lib/gateway/endpoint-client.ts';
import { SelectField, TextAreaField } from '../companies/components/Field.tsx';
import { CONTACT_MESSAGES_KEY } from './ContactMessagesList.tsx';
import { CONTACT_STATUS_OPTIONS } from './contact-message-status.tsx';

/** Refreshes the message's page and the list after a change. */
function useRefresh(contactId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(getContactMessageEndpoint, { contactId }) }),
      queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_KEY }),
    ]);
}

/** Status select and assignment (to me, to a colleague, or to nobody). */
export function ContactWorkflowCard({ message, myId }: { message: ContactMessageRow; myId: string }) {
  const refresh = useRefresh(message.id);
  const status = useMutation({
    mutationFn: (next: ContactMessageStatus) =>
      call(setContactMessageStatusEndpoint, { contactId: message.id, status: next }),
    onSuccess: async () => {
      toast.success('Statut enregistré.');
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) =>
      call(assignContactMessageEndpoint, { contactId: message.id, assigneeId }),
    onSuccess: async (row) => {
      toast.success(
        row.assignee ? `Le message est attribué à ${row.assignee.name}.` : 'Le message n’est plus attribué.',
      );
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const isMine = message.assignee?.id === myId;
  // The picker is offered once the staff list is there; taking the message works without it.
  const colleagues = useQuery({ ...queryOptions(listOfferAssigneesEndpoint, {}), retry: false });
  return (
    <section className="bo-card" aria-labelledby="contact-workflow">
      <h2 id="contact-workflow">Suivi</h2>
      <SelectField
        label="Statut"
        value={message.status}
        options={CONTACT_STATUS_OPTIONS}
        disabled={status.isPending}
        onChange={(event) => status.mutate(event.target.value as ContactMessageStatus)}
      />
      <p>
        Responsable : <strong data-testid="contact-assignee">{message.assignee?.name ?? 'personne'}</strong>
      </p>
      {colleagues.data ? (
        <SelectField
          label="Attribuer à"
          value={message.assignee?.id ?? ''}
          placeholder="Personne"
          options={colleagues.data.staff.map((member) => ({ value: member.id, label: member.name }))}
          disabled={assign.isPending}
          onChange={(event) => assign.mutate(event.target.value || null)}
        />
      ) : null}
      <div className="bo-actions">
        <button
          type="button"
          className="bo-button bo-button--primary"
          disabled={isMine || assign.isPending}
          onClick={() => assign.mutate(myId)}
        >
          M’attribuer le message
        </button>
        {message.assignee ? (
          <button
            type="button"
            className="bo-button"
            disabled={assign.isPending}
            onClick={() => assign.mutate(null)}
          >
            Retirer l’attribution
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** The reply form: the text is emailed to the visitor and kept on the message. */
export function ContactReplyCard({ message }: { message: ContactMessageRow }) {
  const refresh = useRefresh(message.id);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reply = useMutation({
    mutationFn: () => call(replyToContactMessageEndpoint, { contactId: message.id, body }),
    onSuccess: async () => {
      setBody('');
      setErrors({});
      toast.success(`Votre réponse a été envoyée à ${message.email}.`);
      await refresh();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error));
    },
  });
  const oneAtATime = useOneActionAtATime();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(contactMessageReplyForm, { body });
    setErrors(found);
    // A double click sends the reply once.
    if (Object.keys(found).length === 0) oneAtATime(() => reply.mutateAsync());
  };
  return (
    <section className="bo-card" aria-labelledby="contact-reply">
      <h2 id="contact-reply">Répondre</h2>
      <form noValidate onSubmit={handleSubmit}>
        <TextAreaField
          label={`Votre réponse (envoyée par e-mail à ${message.email})`}
          name="body"
          rows={6}
          value={body}
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
        <button type="submit" className="bo-button bo-button--primary" disabled={reply.isPending}>
          {reply.isPending ? 'Envoi…' : 'Envoyer la réponse'}
        </button>
      </form>
    </section>
  );
}
