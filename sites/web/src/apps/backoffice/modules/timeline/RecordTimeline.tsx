import { CONTRACT_STATUS_LABELS } from '@courtage/contracts/crm/contracts/contract-form';
import { DOCUMENT_KIND_LABELS } from '@courtage/contracts/crm/documents/document';
import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import { QUOTE_STATUS_LABELS } from '@courtage/contracts/crm/quotes/quote-form';
import { TASK_STATUS_LABELS } from '@courtage/contracts/crm/tasks/task';
import { EMAIL_DELIVERY_LABELS } from '@courtage/contracts/crm/timeline/record-email-templates';
import type { TimelineItem } from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import {
  CALL_OUTCOME_LABELS,
  type CallOutcome,
  TIMELINE_ITEM_LABELS,
  TIMELINE_KIND_LABELS,
  TIMELINE_KINDS,
  TIMELINE_MESSAGES,
  type TimelineKind,
  type TimelineRecord,
} from '@courtage/contracts/crm/timeline/timeline-labels';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { getRecordTimeline } from '../../../../lib/gateway/timeline.ts';
import { StatusBadge } from '../../components/data-list/index.ts';
import { formatDateTimeFr, formatEuro } from '../../format/format-fr.ts';
import { historyChanges } from '../companies/history-changes.ts';
import { type EmailRecipient, SendEmailDialog } from './SendEmailDialog.tsx';
import { LogCallDialog, RecordNoteDialog } from './TimelineDialogs.tsx';
import './timeline.css';

/** Items per page; older ones through 'Afficher plus' (keyset pages). */
const PAGE = 20;

/** What a change of the record's audit log was, as a broker reads it. */
const CHANGE_LABELS: Record<string, string> = {
  create: 'Création de la fiche',
  update: 'Modification de la fiche',
  'become-client': 'Passage en client',
  'reveal-iban': 'IBAN affiché',
  'compliance-recorded': 'Conformité enregistrée',
};

const CALL_TONES: Record<CallOutcome, 'success' | 'warning' | 'info' | 'neutral'> = {
  joint: 'success',
  injoignable: 'warning',
  'message-laisse': 'neutral',
  'rappel-demande': 'info',
};

type Props = {
  entity: TimelineRecord;
  id: string;
  nameOf: (staffId: string) => string;
  /** The record's label for the dialogs' titles ('Élise Témoin', 'Atelier…'). */
  recordName: string;
  /** A contact with an e-mail address: 'Envoyer un e-mail'. */
  emailRecipient?: EmailRecipient | undefined;
};

const DELIVERY_TONES: Record<string, 'success' | 'danger' | 'info'> = {
  queued: 'info',
  sent: 'success',
  failed: 'danger',
};

/**
 * 'Fil d’activité': a company's or a contact's notes, logged calls, changes, quotes, contracts,
 * documents and tasks in one list, newest first (one request per page, merged by crm), with
 * filters by kind and the two things a broker adds here: a note and a logged call. Read again
 * after every edit made on the page (any mutation that succeeds).
 */
export function RecordTimeline({ entity, id, nameOf, recordName, emailRecipient }: Props) {
  const queryClient = useQueryClient();
  const [kinds, setKinds] = useState<TimelineKind[]>([]);
  const [dialog, setDialog] = useState<'call' | 'note' | 'email' | null>(null);
  const headingId = useId();
  const timeline = useInfiniteQuery({
    queryKey: ['timeline', entity, id, kinds],
    queryFn: ({ pageParam }) =>
      getRecordTimeline(entity, id, { kinds, limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    // An e-mail still in the queue: read again until its state is known (sent or failed).
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.items.some((item) => item.kind === 'email' && item.status === 'queued'),
      )
        ? 3000
        : false,
  });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: ['timeline', entity, id] });
      }),
    [queryClient, entity, id],
  );
  const toggle = (kind: TimelineKind, on: boolean) =>
    setKinds((current) => TIMELINE_KINDS.filter((k) => (k === kind ? on : current.includes(k))));
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="bo-card crm-stack" aria-labelledby={headingId} data-testid="record-timeline">
      <div className="tl-header">
        <h2 id={headingId}>Fil d’activité</h2>
        <div className="crm-actions">
          <button
            type="button"
            className="bo-button bo-button--primary"
            // The shortcut 'A' (log a call) presses it.
            data-shortcut="log-call"
            onClick={() => setDialog('call')}
          >
            Journaliser un appel
          </button>
          {emailRecipient ? (
            <button type="button" className="bo-button" onClick={() => setDialog('email')}>
              Envoyer un e-mail
            </button>
          ) : null}
          <button type="button" className="bo-button" onClick={() => setDialog('note')}>
            Ajouter une note
          </button>
        </div>
      </div>
      <fieldset className="tl-filters">
        <legend>Afficher seulement</legend>
        {TIMELINE_KINDS.map((kind) => (
          <label key={kind} className="tl-filter">
            <input
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            {TIMELINE_KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      {timeline.isPending ? (
        <p role="status">Chargement du fil d’activité…</p>
      ) : timeline.isError ? (
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(timeline.error)}</p>
          <button type="button" className="bo-button" onClick={() => void timeline.refetch()}>
            Réessayer
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="app-empty bo-list__empty">
          {kinds.length > 0 ? TIMELINE_MESSAGES.emptyFiltered : TIMELINE_MESSAGES.empty}
        </p>
      ) : (
        <>
          <ol className="bo-timeline" aria-label="Fil d’activité, du plus récent au plus ancien">
            {items.map((item) => (
              <li key={item.id} data-kind={item.kind}>
                <p className="bo-timeline__meta">
                  {`${formatDateTimeFr(item.at)} · ${item.authorId ? nameOf(item.authorId) : 'Système'}`}
                </p>
                <TimelineEntry item={item} entity={entity} />
              </li>
            ))}
          </ol>
          {timeline.hasNextPage ? (
            <div>
              <button
                type="button"
                className="bo-button"
                disabled={timeline.isFetchingNextPage}
                onClick={() => void timeline.fetchNextPage()}
              >
                Afficher plus
              </button>
            </div>
          ) : null}
        </>
      )}
      <LogCallDialog
        entity={entity}
        id={id}
        recordName={recordName}
        isOpen={dialog === 'call'}
        onOpenChange={(open) => setDialog(open ? 'call' : null)}
      />
      {emailRecipient ? (
        <SendEmailDialog
          recipient={emailRecipient}
          isOpen={dialog === 'email'}
          onOpenChange={(open) => setDialog(open ? 'email' : null)}
        />
      ) : null}
      <RecordNoteDialog
        entity={entity}
        id={id}
        recordName={recordName}
        isOpen={dialog === 'note'}
        onOpenChange={(open) => setDialog(open ? 'note' : null)}
      />
    </section>
  );
}

/** One item's kind, title and details. */
function TimelineEntry({ item, entity }: { item: TimelineItem; entity: TimelineRecord }) {
  const after = (item.after ?? {}) as Record<string, unknown>;
  const onContact = entity === 'company' && item.subject.entity === 'contact';
  const kindLabel = <span className="tl-kind">{TIMELINE_ITEM_LABELS[item.kind]}</span>;
  switch (item.kind) {
    case 'call': {
      const outcome = item.status as CallOutcome;
      return (
        <>
          <p className="tl-line">
            {kindLabel}
            <StatusBadge label={CALL_OUTCOME_LABELS[outcome] ?? outcome} tone={CALL_TONES[outcome]} />
            {onContact ? (
              <Link to={`/admin/contact/${item.subject.id}`}>{`avec ${item.title ?? 'un contact'}`}</Link>
            ) : null}
          </p>
          {item.text ? <p className="crm-prewrap">{item.text}</p> : null}
        </>
      );
    }
    case 'email':
      return (
        <>
          <p className="tl-line">
            {kindLabel}
            <StatusBadge
              label={item.status ? (EMAIL_DELIVERY_LABELS[item.status] ?? item.status) : 'État inconnu'}
              tone={item.status ? (DELIVERY_TONES[item.status] ?? 'neutral') : 'neutral'}
            />
            <span>{`« ${item.title} » à ${String(after.to ?? '')}`}</span>
          </p>
          <details className="tl-details">
            <summary>Voir le message</summary>
            <p className="crm-prewrap">{item.text}</p>
          </details>
        </>
      );
    case 'note':
      return (
        <>
          <p className="tl-line">
            {kindLabel}
            {onContact ? (
              <Link to={`/admin/contact/${item.subject.id}`}>{`sur ${item.title ?? 'un contact'}`}</Link>
            ) : null}
          </p>
          <p className="crm-prewrap">{item.text}</p>
        </>
      );
    case 'change': {
      const changes = historyChanges(item.before, item.after);
      return (
        <>
          <p className="tl-line">{CHANGE_LABELS[item.status ?? ''] ?? item.status}</p>
          {item.status === 'update' && changes.length > 0 ? (
            <ul className="bo-timeline__changes">
              {changes.map((change) => (
                <li key={change.field}>{`${change.label} : ${change.before} → ${change.after}`}</li>
              ))}
            </ul>
          ) : null}
        </>
      );
    }
    case 'quote':
      return (
        <p className="tl-line">
          {kindLabel}
          <span>{`${item.title} · ${insuranceLineLabel(String(after.insuranceLine))}${
            after.insurer ? ` · ${after.insurer}` : ''
          } · ${formatEuro(Number(after.monthlyPremium))} / mois`}</span>
          <StatusBadge label={QUOTE_STATUS_LABELS[item.status as keyof typeof QUOTE_STATUS_LABELS] ?? ''} />
        </p>
      );
    case 'contract':
      return (
        <p className="tl-line">
          {kindLabel}
          <span>{`${item.title} · n° ${after.policyNumber} · ${formatEuro(Number(after.monthlyPremium))} / mois`}</span>
          <StatusBadge
            label={CONTRACT_STATUS_LABELS[item.status as keyof typeof CONTRACT_STATUS_LABELS] ?? ''}
          />
        </p>
      );
    case 'document':
      return (
        <p className="tl-line">
          {kindLabel}
          <span>{`${item.title} (${DOCUMENT_KIND_LABELS[item.status as keyof typeof DOCUMENT_KIND_LABELS] ?? item.status})`}</span>
        </p>
      );
    case 'task':
      return (
        <p className="tl-line">
          {kindLabel}
          <span>{item.title}</span>
          <StatusBadge label={TASK_STATUS_LABELS[item.status as keyof typeof TASK_STATUS_LABELS] ?? ''} />
        </p>
      );
  }
}
