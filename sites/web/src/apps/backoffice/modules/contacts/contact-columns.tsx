import type { Contact } from '@courtage/contracts/crm/contacts/contact';
import { Link } from 'react-router';
import type { DataListColumn } from '../../components/data-list/index.ts';
import { formatDateFr } from '../../format/format-fr.ts';

/** The columns of a contacts list; the company column only where contacts of many companies mix. */
export function contactColumns(withCompany: boolean): DataListColumn<Contact>[] {
  return [
    {
      id: 'name',
      header: 'Nom',
      sortable: true,
      cell: (row) => (
        <Link to={`/admin/contact/${row.id}`}>{`${row.civility} ${row.forename} ${row.name}`}</Link>
      ),
    },
    { id: 'function', header: 'Fonction', cell: (row) => row.function ?? '—' },
    { id: 'email', header: 'E-mail', cell: (row) => row.email ?? '—' },
    { id: 'phone', header: 'Téléphone', cell: (row) => row.phone ?? '—' },
    ...(withCompany
      ? [
          {
            id: 'companyName',
            header: 'Entreprise',
            cell: (row: Contact) =>
              row.companyId ? (
                <Link to={`/admin/entreprise/${row.companyId}`}>{row.companyName}</Link>
              ) : (
                'Particulier'
              ),
          },
        ]
      : []),
    { id: 'createdAt', header: 'Ajouté le', sortable: true, cell: (row) => formatDateFr(row.createdAt) },
  ];
}
