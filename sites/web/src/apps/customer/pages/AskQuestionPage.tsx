import { askUserQueryForm } from '@courtage/contracts/crm/user-queries/ask-user-query.rpc';
import { listMyUserQueriesEndpoint } from '@courtage/contracts/crm/user-queries/list-my-user-queries.rpc';
import { USER_QUERY_STATUS_LABELS } from '@courtage/contracts/crm/user-queries/user-query';
import { checkForm } from '@courtage/contracts/form/define-form';
import { formatDateTimeFr } from '@courtage/contracts/format/french-date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { endpointKey, listQueryOptions } from '../../../lib/gateway/endpoint-client.ts';
import { askUserQuery } from '../../../lib/gateway/user-queries.ts';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { fieldErrors } from '../../shell/field-errors.ts';
import { Spinner } from '../../shell/Spinner.tsx';

/** The customer's questions, newest first (50 at most: one page of the list). */
const MY_QUERIES = new URLSearchParams({ limit: '50', sort: 'createdAt', direction: 'desc' });

/** 'Poser une question' (/dashboard/questions): the form, then the customer's questions with our answers. */
export default function AskQuestionPage() {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mine = useQuery(listQueryOptions(listMyUserQueriesEndpoint, MY_QUERIES));
  const ask = useMutation({
    mutationFn: () => askUserQuery(text),
    onSuccess: async () => {
      setText('');
      setError(undefined);
      toast.success('Votre question a bien été envoyée. Nous vous répondrons par e-mail et ici.');
      await queryClient.invalidateQueries({ queryKey: endpointKey(listMyUserQueriesEndpoint) });
    },
    onError: (failure) => setError(fieldErrors(failure).query ?? errorMessage(failure)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const [first] = checkForm(askUserQueryForm, { query: text });
    setError(first?.message);
    if (!first) ask.mutate();
  };

  return (
    <section className="app-card" aria-labelledby="questions-title">
      <h1 id="questions-title">Poser une question</h1>
      <form noValidate onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor={fieldId}>Votre question</label>
          <textarea
            id={fieldId}
            name="query"
            rows={5}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error ? (
            <p className="field-error" id={`${fieldId}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={ask.isPending}>
          {ask.isPending ? 'Envoi…' : 'Envoyer ma question'}
        </button>
      </form>

      <h2>Mes questions</h2>
      {mine.isPending ? <Spinner /> : null}
      {mine.isError ? <FormAlert error={errorMessage(mine.error)} /> : null}
      {mine.isSuccess && mine.data.rows.length === 0 ? (
        <p>Vous n’avez posé aucune question pour l’instant.</p>
      ) : null}
      {mine.isSuccess && mine.data.rows.length > 0 ? (
        <ul className="question-list" data-testid="my-questions">
          {mine.data.rows.map((row) => (
            <li key={row.id} className="question">
              <p>
                <strong>Le {formatDateTimeFr(row.createdAt)}</strong> · {USER_QUERY_STATUS_LABELS[row.status]}
              </p>
              <p style={{ whiteSpace: 'pre-wrap' }}>{row.query}</p>
              {row.feedback ? (
                <div className="question__answer">
                  <p>
                    <strong>Notre réponse</strong>
                    {row.feedbackAt ? ` (le ${formatDateTimeFr(row.feedbackAt)})` : ''} :
                  </p>
                  <p style={{ whiteSpace: 'pre-wrap' }}>{row.feedback}</p>
                </div>
              ) : (
                <p className="form-note">En attente de réponse.</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
