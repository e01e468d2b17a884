import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@courtage/contracts/ops/audit-trail';
import { useMemo } from 'react';
import { type AuditRow, exportAuditTrailCsv, listAuditTrail } from '../../../../lib/gateway/audit.ts';
import {
  DataList,
  type DataListColumn,
  type DataListFilter,
  StatusBadge,
} from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { useStaffDirectory } from '../tasks/use-staff-directory.ts';
import { actionLabel, actionTone, describeChange, entityLabel } from './audit-details.ts';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', 'sub-admin': 'Sub-admin' };

function actorText(row: AuditRow): string {
  if (row.actorName) return row.actorName;
  if (row.actor.kind === 'visitor') return 'Personne non connectée';
  return row.actor.id ? 'Compte supprimé' : 'Système';
}

const COLUMNS: DataListColumn<AuditRow>[] = [
  { id: 'occurredAt', header: 'Date', cell: (row) => formatDateTimeFr(row.occurredAt) },
  {
    id: 'actor',
    header: 'Auteur',
    cell: (row) => (
      <>
        {actorText(row)}
        {row.actor.role ? (
          <span className="bo-audit__muted"> ({ROLE_LABELS[row.actor.role] ?? row.actor.role})</span>
        ) : null}
      </>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    alwaysVisible: true,
    cell: (row) => <StatusBadge label={actionLabel(row.action)} tone={actionTone(row.action)} />,
  },
  {
    id: 'entity',
    header: 'Cible',
    cell: (row) => (
      <>
        {entityLabel(row.entity)}
        <br />
        <code className="bo-audit__id">{row.entityId}</code>
      </>
    ),
  },
  { id: 'details', header: 'Détails', cell: (row) => describeChange(row.action, row.before, row.after) },
  { id: 'address', header: 'Adresse IP', cell: (row) => row.address ?? '—' },
  { id: 'service', header: 'Service', hiddenByDefault: true },
];

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'fr'));

/**
 * /admin/audit (Admins only, the gateway refuses anybody else): every staff action of every
 * service, newest first, filtered by author, action, kind of record, record id and period,
 * paged by keyset, exported as CSV.
 */
export default function AuditTrailPage() {
  const { members } = useStaffDirectory();
  const filters = useMemo<DataListFilter[]>(
    () => [
      { kind: 'period', label: 'Période' },
      {
        kind: 'select',
        name: 'actorId',
        label: 'Auteur',
        allLabel: 'Tous les auteurs',
        options: members.map((member) => ({ value: member.id, label: member.name })),
      },
      {
        kind: 'select',
        name: 'action',
        label: 'Action',
        allLabel: 'Toutes les actions',
        options: ACTION_OPTIONS,
      },
      {
        kind: 'select',
        name: 'entity',
        label: 'Cible',
        allLabel: 'Toutes les cibles',
        options: ENTITY_OPTIONS,
      },
    ],
    [members],
  );
  return (
    <section className="bo-page" aria-labelledby="audit-title">
      <header className="bo-page__header">
        <div>
          <h1 id="audit-title" className="bo-page__title">
            Journal d’audit
          </h1>
          <p className="bo-page__lead">
            Connexions, comptes de l’équipe, exports, téléchargements et modifications : qui a fait quoi,
            quand et d’où. Le journal ne peut être ni modifié ni effacé.
          </p>
        </div>
      </header>
      <DataList<AuditRow>
        label="Journal d’audit"
        queryKey={['audit-trail']}
        columns={COLUMNS}
        fetchPage={listAuditTrail}
        exportCsv={exportAuditTrailCsv}
        getRowId={(row) => `${row.service}/${row.id}`}
        rowLabel={(row) => `${actionLabel(row.action)}, ${formatDateTimeFr(row.occurredAt)}`}
        defaultSort={{ field: 'occurredAt', direction: 'desc' }}
        searchLabel="Identifiant de la cible"
        filters={filters}
        emptyMessage="Aucune action enregistrée pour ces filtres."
      />
    </section>
  );
}
