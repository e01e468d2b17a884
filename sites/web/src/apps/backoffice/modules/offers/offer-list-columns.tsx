import { OFFER_LIST_COLUMNS, type OfferListRow } from '@courtage/contracts/crm/offer-lists';
import { Link } from 'react-router';
import type { DataListColumn } from '../../components/data-list/index.ts';
import { formatDateFr, formatDateTimeFr, formatEuro, formatTimeFr } from '../../format/format-fr.ts';
import { OfferStateBadge } from './OfferStateBadge.tsx';

/** The French header of a column, as the CSV export writes it (one definition, in contracts). */
function header(key: keyof OfferListRow): string {
  const column = OFFER_LIST_COLUMNS.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`No French header for ${key}`);
  return column.header;
}

/**
 * The columns of the three offer lists (specification section 3: email, phoneNumber, city,
 * provider, monthlyPrice, yearlyPrice, dateSlot, timeSlot, createdDate), plus the visitor's
 * name (the link to the offer's page), its state and who has it.
 */
export const OFFER_LIST_TABLE_COLUMNS: readonly DataListColumn<OfferListRow>[] = [
  {
    id: 'lastName',
    header: header('lastName'),
    // The email under the name: its own column can stay hidden at first.
    cell: (row) => {
      const name = `${row.lastName} ${row.firstName}`.trim();
      return (
        <>
          <Link to={`/admin/offer-details/${row.id}`}>{name || row.email}</Link>
          {name ? (
            <span className="bo-cell-note" title={row.email}>
              {row.email}
            </span>
          ) : null}
        </>
      );
    },
  },
  {
    id: 'createdDate',
    header: header('createdDate'),
    sortable: true,
    cell: (row) => formatDateTimeFr(row.createdDate),
  },
  // Hidden at first so that state, assignee and actions fit 1280 px (the name links to the offer).
  { id: 'email', header: header('email'), sortable: true, hiddenByDefault: true },
  { id: 'phoneNumber', header: header('phoneNumber'), sortable: true },
  { id: 'city', header: header('city'), sortable: true, hiddenByDefault: true },
  { id: 'provider', header: header('provider'), sortable: true },
  {
    id: 'monthlyPrice',
    header: header('monthlyPrice'),
    sortable: true,
    numeric: true,
    cell: (row) => formatEuro(row.monthlyPrice),
  },
  {
    id: 'yearlyPrice',
    header: header('yearlyPrice'),
    sortable: true,
    hiddenByDefault: true,
    numeric: true,
    cell: (row) => formatEuro(row.yearlyPrice),
  },
  {
    id: 'dateSlot',
    header: header('dateSlot'),
    sortable: true,
    // The slot's time beside its date, so that its own column can stay hidden.
    cell: (row) => `${formatDateFr(row.dateSlot)} à ${formatTimeFr(row.timeSlot)}`,
  },
  {
    id: 'timeSlot',
    header: header('timeSlot'),
    sortable: true,
    hiddenByDefault: true,
    cell: (row) => formatTimeFr(row.timeSlot),
  },
  {
    id: 'state',
    header: header('state'),
    sortable: true,
    alwaysVisible: true,
    cell: (row) => <OfferStateBadge state={row.state} />,
  },
  {
    id: 'assigneeName',
    header: header('assigneeName'),
    sortable: true,
    alwaysVisible: true,
    cell: (row) => row.assigneeName ?? 'Personne',
  },
];
