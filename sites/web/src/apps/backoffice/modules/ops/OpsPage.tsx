import { retryFailedEmailEndpoint } from '@courtage/contracts/ops/retry-failed-email.rpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call } from '../../../../lib/gateway/endpoint-client.ts';
import {
  deleteDeadLetter,
  fetchOpsOverview,
  type OpsDeadLetter,
  type OpsFailedEmail,
  type OpsOverview,
  type OpsProcess,
  type OpsQueue,
  replayDeadLetter,
} from '../../../../lib/gateway/ops.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { Spinner } from '../../../shell/Spinner.tsx';
import {
  DataList,
  type DataListColumn,
  type RowAction,
  StatusBadge,
} from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { staffErrorMessage } from '../../pages/forbidden-message.ts';
import { CrmDialog } from '../companies/components/CrmDialog.tsx';
import { OpsMonitoring } from './OpsMonitoring.tsx';
import { OpsRetention } from './OpsRetention.tsx';
import { EMAIL_STATE_LABELS, formatDuration, PROCESS_LABELS, pageOf } from './ops-rows.ts';

/** The console asks again every 15 s while it is open (queues move by themselves). */
const REFRESH_MS = 15_000;
const OVERVIEW_KEY = ['ops', 'overview'] as const;

const STATE_BADGES: Record<OpsProcess['state'], { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  ok: { label: 'En service', tone: 'success' },
  degraded: { label: 'Dégradé', tone: 'warning' },
  down: { label: 'Ne répond pas', tone: 'danger' },
};

const CHECK_LABELS: Record<string, string> = {
  db: 'base de données',
  bus: 'serveur de messages',
  redis: 'Redis',
};

const SERVICE_FILTER = {
  kind: 'select' as const,
  name: 'service',
  label: 'Service',
  options: ['auth', 'offer', 'crm', 'notification'].map((value) => ({
    value,
    label: PROCESS_LABELS[value] ?? value,
  })),
  allLabel: 'Tous les services',
};

const processColumns: DataListColumn<OpsProcess>[] = [
  { id: 'name', header: 'Processus', sortable: true, cell: (row) => PROCESS_LABELS[row.name] ?? row.name },
  {
    id: 'state',
    header: 'État',
    sortable: true,
    cell: (row) => <StatusBadge {...STATE_BADGES[row.state]} />,
  },
  {
    id: 'checks',
    header: 'Vérifications',
    cell: (row) =>
      row.error ??
      (Object.entries(row.checks)
        .map(([name, state]) => `${CHECK_LABELS[name] ?? name} : ${state === 'ok' ? 'OK' : 'en panne'}`)
        .join(', ') ||
        '—'),
  },
  {
    id: 'uptimeSeconds',
    header: 'Démarré depuis',
    numeric: true,
    cell: (row) => formatDuration(row.uptimeSeconds),
  },
  {
    id: 'outboxPending',
    header: 'Événements à publier',
    numeric: true,
    cell: (row) =>
      row.outboxPending === null
        ? '—'
        : `${row.outboxPending}${row.outboxLagSeconds === null ? '' : ` (plus ancien : ${formatDuration(row.outboxLagSeconds)})`}`,
  },
];

const queueColumns: DataListColumn<OpsQueue>[] = [
  {
    id: 'service',
    header: 'Service',
    sortable: true,
    cell: (row) => PROCESS_LABELS[row.service] ?? row.service,
  },
  {
    id: 'queue',
    header: 'File',
    sortable: true,
    cell: (row) => <span className="bo-mono">{row.queue}</span>,
  },
  {
    id: 'kind',
    header: 'Type',
    cell: (row) =>
      row.queue.endsWith('.dlq')
        ? 'Messages en échec'
        : row.queue.endsWith('.retry')
          ? 'Nouvelles tentatives'
          : row.queue.endsWith('.rpc')
            ? 'Requêtes'
            : 'Événements',
  },
  { id: 'messages', header: 'Messages', sortable: true, numeric: true },
  { id: 'consumers', header: 'Consommateurs', sortable: true, numeric: true },
];

const deadLetterColumns: DataListColumn<OpsDeadLetter>[] = [
  {
    id: 'service',
    header: 'Service',
    sortable: true,
    cell: (row) => PROCESS_LABELS[row.service] ?? row.service,
  },
  {
    id: 'queue',
    header: 'File',
    sortable: true,
    cell: (row) => <span className="bo-mono">{row.queue}</span>,
  },
  { id: 'routingKey', header: 'Événement', sortable: true, cell: (row) => row.routingKey ?? row.type ?? '—' },
  { id: 'reason', header: 'Raison', cell: (row) => <span className="bo-prewrap">{row.reason}</span> },
  { id: 'attempts', header: 'Tentatives', sortable: true, numeric: true, cell: (row) => row.attempts ?? '—' },
  {
    id: 'failedAt',
    header: 'En échec depuis le',
    sortable: true,
    cell: (row) => formatDateTimeFr(row.failedAt) || '—',
  },
];

const failedEmailColumns: DataListColumn<OpsFailedEmail>[] = [
  { id: 'to', header: 'Destinataire', sortable: true },
  {
    id: 'template',
    header: 'Modèle',
    sortable: true,
    cell: (row) => <span className="bo-mono">{row.template}</span>,
  },
  {
    id: 'failedReason',
    header: 'Raison',
    cell: (row) => <span className="bo-prewrap">{row.failedReason}</span>,
  },
  { id: 'attemptsMade', header: 'Tentatives', sortable: true, numeric: true },
  {
    id: 'failedAt',
    header: 'En échec depuis le',
    sortable: true,
    cell: (row) => formatDateTimeFr(row.failedAt) || '—',
  },
];

type Notice = { error?: string; success?: string };

/**
 * /admin/ops (Admins only): each process's health, each queue's depth, the dead letters with
 * their reason ('Rejouer', 'Supprimer') and the failed emails ('Relancer'). Every action is
 * written to the audit log by the service that does it.
 */
export default function OpsPage() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>({});
  const [deleting, setDeleting] = useState<OpsDeadLetter | null>(null);
  const overview = useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: fetchOpsOverview,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  // The lists read the overview already fetched (one small answer), asked again on each refresh.
  const version = overview.dataUpdatedAt;
  const current = (): Promise<OpsOverview> =>
    queryClient.ensureQueryData({ queryKey: OVERVIEW_KEY, queryFn: fetchOpsOverview });

  const refresh = () => queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
  const done = (success: string) => {
    setNotice({ success });
    void refresh();
  };
  const failed = (error: unknown) => setNotice({ error: staffErrorMessage(error) });
  const replay = useMutation({
    mutationFn: replayDeadLetter,
    onSuccess: (answer) => done(`Message rejoué : il repart dans la file ${answer.to}.`),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: deleteDeadLetter,
    onSuccess: () => {
      setDeleting(null);
      done('Message supprimé de la file des messages en échec.');
    },
    onError: (error) => {
      setDeleting(null);
      failed(error);
    },
  });
  const retry = useMutation({
    mutationFn: (jobId: string) => call(retryFailedEmailEndpoint, { jobId }),
    onSuccess: () => done('E-mail relancé : il repart dans la file d’envoi.'),
    onError: failed,
  });
  const busy = replay.isPending || remove.isPending || retry.isPending;

  const deadLetterActions = useMemo(
    () =>
      (row: OpsDeadLetter): readonly RowAction[] => [
        { id: 'replay', label: 'Rejouer', isDisabled: busy, onAction: () => replay.mutate(row) },
        { id: 'delete', label: 'Supprimer', isDisabled: busy, onAction: () => setDeleting(row) },
      ],
    [busy, replay],
  );
  const emailActions = useMemo(
    () =>
      (row: OpsFailedEmail): readonly RowAction[] => [
        { id: 'retry', label: 'Relancer', isDisabled: busy, onAction: () => retry.mutate(row.jobId) },
      ],
    [busy, retry],
  );

  const header = (
    <header className="bo-page__header">
      <div>
        <h1 id="ops-title" className="bo-page__title">
          Exploitation
        </h1>
        <p className="bo-page__lead">
          Alertes, courbes de la dernière heure, état des processus, files de messages, messages et e-mails en
          échec.
          {overview.data ? (
            <>
              {' Mis à jour le '}
              <time dateTime={overview.data.generatedAt}>{formatDateTimeFr(overview.data.generatedAt)}</time>.
            </>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        className="bo-button"
        onClick={() => void refresh()}
        disabled={overview.isFetching}
      >
        Actualiser
      </button>
    </header>
  );

  if (overview.isPending) {
    return (
      <section className="bo-page" aria-labelledby="ops-title" aria-busy="true">
        {header}
        <Spinner />
      </section>
    );
  }
  if (overview.isError) {
    return (
      <section className="bo-page" aria-labelledby="ops-title">
        {header}
        <FormAlert error={staffErrorMessage(overview.error)} />
        <button type="button" className="bo-button" onClick={() => void overview.refetch()}>
          Réessayer
        </button>
      </section>
    );
  }
  const { emails } = overview.data;
  return (
    <section className="bo-page" aria-labelledby="ops-title">
      {header}
      <FormAlert error={notice.error ?? null} success={notice.success ?? null} />

      <OpsMonitoring />

      <h2 className="bo-section-title">Processus</h2>
      <DataList
        label="Processus"
        urlPrefix="processus."
        queryKey={['ops', 'processes', version]}
        columns={processColumns}
        fetchPage={async (query) => pageOf((await current()).processes, query)}
        getRowId={(row) => row.name}
        defaultSort={{ field: 'name', direction: 'asc' }}
        emptyMessage="Aucun processus"
      />

      <h2 className="bo-section-title">Messages en échec</h2>
      <DataList
        label="Messages en échec"
        urlPrefix="echecs."
        queryKey={['ops', 'dead-letters', version]}
        columns={deadLetterColumns}
        fetchPage={async (query) => pageOf((await current()).deadLetters, query, ['service'])}
        getRowId={(row) => `${row.queue}/${row.id}`}
        rowLabel={(row) => `${row.routingKey ?? row.queue} (${row.id})`}
        defaultSort={{ field: 'failedAt', direction: 'desc' }}
        filters={[SERVICE_FILTER]}
        rowActions={deadLetterActions}
        emptyMessage="Aucun message en échec"
      />

      <h2 className="bo-section-title">E-mails</h2>
      {emails.available ? (
        <ul className="bo-stats" aria-label="E-mails par état">
          {Object.entries(EMAIL_STATE_LABELS).map(([state, label]) => (
            <li key={state} className="bo-stat">
              <p className="bo-stat__label">{label}</p>
              <p className="bo-stat__value">{emails.counts[state] ?? 0}</p>
            </li>
          ))}
        </ul>
      ) : (
        <FormAlert error="Le service des notifications ne répond pas : les e-mails ne peuvent pas être lus." />
      )}
      <DataList
        label="E-mails en échec"
        urlPrefix="emails."
        queryKey={['ops', 'failed-emails', version]}
        columns={failedEmailColumns}
        fetchPage={async (query) => pageOf((await current()).emails.failed, query)}
        getRowId={(row) => row.jobId}
        rowLabel={(row) => `${row.to} (${row.template})`}
        defaultSort={{ field: 'failedAt', direction: 'desc' }}
        rowActions={emailActions}
        emptyMessage="Aucun e-mail en échec"
      />

      <h2 className="bo-section-title">Conservation des données</h2>
      <OpsRetention />

      <h2 className="bo-section-title">Files de messages</h2>
      <DataList
        label="Files de messages"
        urlPrefix="files."
        queryKey={['ops', 'queues', version]}
        columns={queueColumns}
        fetchPage={async (query) => pageOf((await current()).queues, query, ['service'])}
        getRowId={(row) => row.queue}
        defaultSort={{ field: 'messages', direction: 'desc' }}
        filters={[SERVICE_FILTER]}
        emptyMessage="Aucune file de messages"
      />

      <CrmDialog
        title="Supprimer le message en échec"
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      >
        <p>
          {`Le message ${deleting?.id ?? ''} de la file ${deleting?.queue ?? ''} sera supprimé sans être traité. `}
          Cette action est enregistrée dans le journal d’audit.
        </p>
        <div className="bo-dialog__actions">
          <button type="button" className="bo-button" onClick={() => setDeleting(null)}>
            Annuler
          </button>
          <button
            type="button"
            className="bo-button bo-button--danger"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
          >
            Supprimer définitivement
          </button>
        </div>
      </CrmDialog>
    </section>
  );
}
