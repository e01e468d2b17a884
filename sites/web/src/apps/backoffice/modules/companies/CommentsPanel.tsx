import { addCompanyCommentEndpoint } from '@courtage/contracts/crm/companies/add-company-comment.rpc';
import type { CompanyComment } from '@courtage/contracts/crm/companies/company';
import { COMPANY_MESSAGES, companyCommentForm } from '@courtage/contracts/crm/companies/company-form';
import { getRecordHistoryEndpoint } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import { listCompanyCommentsEndpoint } from '@courtage/contracts/crm/companies/list-company-comments.rpc';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { type FieldErrors, formErrors, serverFieldErrors } from '../../../../lib/forms/form-errors.ts';
import { call, endpointKey, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { TextAreaField } from './components/Field.tsx';

/** Comments per page; older ones through 'Afficher plus' (keyset pages). */
const PAGE = '20';

/** Actualités: the company's comments, newest first, with author and date; a box to add one. */
export function CommentsPanel({
  companyId,
  authorName,
}: {
  companyId: string;
  authorName: (id: string) => string;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const comments = useInfiniteQuery({
    queryKey: endpointKey(listCompanyCommentsEndpoint, { companyId }),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: PAGE, sort: 'createdAt', direction: 'desc', companyId });
      if (pageParam) query.set('cursor', pageParam);
      return listPage(listCompanyCommentsEndpoint, query);
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
  const add = useMutation({
    mutationFn: () => call(addCompanyCommentEndpoint, { companyId, text: text.trim() }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({
        queryKey: endpointKey(listCompanyCommentsEndpoint, { companyId }),
      });
      void queryClient.invalidateQueries({
        queryKey: endpointKey(getRecordHistoryEndpoint, { entity: 'company', id: companyId }),
      });
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(companyCommentForm, { text: text.trim() });
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate();
  };
  const rows: CompanyComment[] = comments.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <div className="crm-stack">
      <form className="crm-stack" onSubmit={submit} noValidate>
        <TextAreaField
          label="Nouveau commentaire"
          value={text}
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormAlert
          error={add.isError && !serverFieldErrors(add.error).text ? errorMessage(add.error) : null}
        />
        <div>
          <button type="submit" className="bo-button bo-button--primary" disabled={add.isPending}>
            Publier le commentaire
          </button>
        </div>
      </form>
      {comments.isPending ? (
        <p role="status">Chargement des commentaires…</p>
      ) : comments.isError ? (
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(comments.error)}</p>
          <button type="button" className="bo-button" onClick={() => void comments.refetch()}>
            Réessayer
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="app-empty bo-list__empty">{COMPANY_MESSAGES.noComments}</p>
      ) : (
        <>
          <ul className="bo-timeline" aria-label="Commentaires">
            {rows.map((comment) => (
              <li key={comment.id}>
                <p className="bo-timeline__meta">
                  {`${authorName(comment.authorId)} · ${formatDateTimeFr(comment.createdAt)}`}
                </p>
                <p className="crm-prewrap">{comment.text}</p>
              </li>
            ))}
          </ul>
          {comments.hasNextPage ? (
            <button
              type="button"
              className="bo-button"
              disabled={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
            >
              Afficher plus
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
