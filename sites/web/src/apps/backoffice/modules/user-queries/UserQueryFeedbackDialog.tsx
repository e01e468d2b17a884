import {
  answerUserQueryEndpoint,
  userQueryFeedbackForm,
} from '@courtage/contracts/crm/user-queries/answer-user-query.rpc';
import { listUserQueriesEndpoint } from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import { setUserQueryStatusEndpoint } from '@courtage/contracts/crm/user-queries/set-user-query-status.rpc';
import type { UserQueryRow } from '@courtage/contracts/crm/user-queries/user-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { useOneActionAtATime } from '../../../../lib/forms/use-one-action-at-a-time.ts';
import { call, endpointKey } from '../../../../lib/gateway/endpoint-client.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { TextAreaField } from '../companies/components/Field.tsx';

/** React Query key of the customers' questions: an answer refreshes the list. */
export const USER_QUERIES_KEY = endpointKey(listUserQueriesEndpoint);

type Props = { query: UserQueryRow | null; onClose: () => void };

/** The admin feedback form of one question: emailed to the customer and shown in their area. */
export function UserQueryFeedbackDialog({ query, onClose }: Props) {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState(query?.feedback ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: USER_QUERIES_KEY });
    onClose();
  };
  const answer = useMutation({
    mutationFn: (queryId: string) => call(answerUserQueryEndpoint, { queryId, feedback }),
    onSuccess: () => done(`Votre réponse a été envoyée à ${query?.userEmail ?? 'l’utilisateur'}.`),
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error));
    },
  });
  const close = useMutation({
    mutationFn: (queryId: string) =>
      call(setUserQueryStatusEndpoint, {
        queryId,
        status: query?.status === 'closed' ? 'pending' : 'closed',
      }),
    onSuccess: () =>
      done(query?.status === 'closed' ? 'La question est rouverte.' : 'La question est clôturée.'),
    onError: (error) => toast.error(errorMessage(error)),
  });
  // One action at a time: the second click of a double click on 'Envoyer la réponse' must not
  // land on 'Clôturer sans répondre', which the shorter 'Envoi…' label brings under the pointer.
  const oneAtATime = useOneActionAtATime();
  const busy = answer.isPending || close.isPending;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(userQueryFeedbackForm, { feedback });
    setErrors(found);
    if (query && Object.keys(found).length === 0) oneAtATime(() => answer.mutateAsync(query.id));
  };
  return (
    <CrmDialog
      title={query ? `Question de ${query.userName}` : 'Question'}
      isOpen={query !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      wide
    >
      {query ? (
        <form noValidate onSubmit={handleSubmit}>
          <p style={{ whiteSpace: 'pre-wrap' }}>{query.query}</p>
          <TextAreaField
            label={`Votre réponse (envoyée par e-mail à ${query.userEmail})`}
            name="feedback"
            rows={6}
            value={feedback}
            error={errors.feedback}
            onChange={(event) => setFeedback(event.target.value)}
          />
          <div className="bo-actions">
            <button type="submit" className="bo-button bo-button--primary" disabled={busy}>
              {answer.isPending ? 'Envoi…' : 'Envoyer la réponse'}
            </button>
            <button
              type="button"
              className="bo-button"
              disabled={busy}
              onClick={() => oneAtATime(() => close.mutateAsync(query.id))}
            >
              {query.status === 'closed' ? 'Rouvrir la question' : 'Clôturer sans répondre'}
            </button>
            <button type="button" className="bo-button" disabled={busy} onClick={onClose}>
              Annuler
            </button>
          </div>
        </form>
      ) : null}
    </CrmDialog>
  );
}
