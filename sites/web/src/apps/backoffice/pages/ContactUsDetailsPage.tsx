import { getContactMessageEndpoint } from '@courtage/contracts/crm/contact-messages/get-contact-message.rpc';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { queryOptions } from '../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../states/user/userState.ts';
import { Spinner } from '../../shell/Spinner.tsx';
import { ContactReplyCard, ContactWorkflowCard } from '../modules/contact-us/ContactMessageActions.tsx';
import { ContactAuditCard, ContactRepliesCard } from '../modules/contact-us/ContactMessageHistory.tsx';
import { ContactStatusBadge, formatParisDateTime } from '../modules/contact-us/contact-message-status.tsx';

const BACK = <Link to="/admin/contact-us">← Messages de contact</Link>;

/** /admin/contact-us-details/:contactId: the message, its follow-up and the replies. */
export default function ContactUsDetailsPage() {
  const { contactId = '' } = useParams();
  const me = useAtomValue(userState);
  const detail = useQuery({
    ...queryOptions(getContactMessageEndpoint, { contactId }),
    staleTime: 0,
  });
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <section className="bo-page" aria-labelledby="contact-title">
        <p>{BACK}</p>
        <h1 id="contact-title" className="bo-page__title">
          Message de contact
        </h1>
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(detail.error)}</p>
          <button
            type="button"
            className="bo-button bo-button--primary"
            onClick={() => void detail.refetch()}
          >
            Réessayer
          </button>
        </div>
      </section>
    );
  }
  const { message } = detail.data;
  return (
    <article className="bo-page" aria-labelledby="contact-title" aria-busy={detail.isFetching}>
      <p>{BACK}</p>
      <header className="bo-page__header">
        <div>
          <h1 id="contact-title" className="bo-page__title">
            {message.name}
          </h1>
          <p className="bo-page__lead">Reçu le {formatParisDateTime(message.createdAt)}</p>
        </div>
        <p data-testid="contact-status">
          <ContactStatusBadge status={message.status} />
        </p>
      </header>
      <div className="bo-record">
        <div>
          <section className="bo-card" aria-labelledby="contact-message">
            <h2 id="contact-message">Message</h2>
            <dl className="bo-facts">
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${message.email}`}>{message.email}</a>
              </dd>
              <dt>Téléphone</dt>
              <dd>{message.phone ?? 'non renseigné'}</dd>
              <dt>Commune</dt>
              <dd>{`${message.postalCode} ${message.city}`}</dd>
            </dl>
            <p style={{ whiteSpace: 'pre-wrap' }}>{message.message}</p>
          </section>
          <ContactRepliesCard detail={detail.data} />
          <ContactReplyCard message={message} />
        </div>
        <div>
          <ContactWorkflowCard message={message} myId={me.id} />
          <ContactAuditCard detail={detail.data} />
        </div>
      </div>
    </article>
  );
}
