import { deleteStaffEndpoint } from '@courtage/contracts/auth/delete-staff.rpc';
import { listStaffEndpoint } from '@courtage/contracts/auth/list-staff.rpc';
import { updateStaffEndpoint } from '@courtage/contracts/auth/update-staff.rpc';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { call, endpointKey, queryOptions } from '../../../lib/gateway/endpoint-client.ts';
import { userState } from '../../../states/user/userState.ts';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { Spinner } from '../../shell/Spinner.tsx';
import { staffErrorMessage } from './forbidden-message.ts';
import { ROLE_LABELS, type StaffRoleValue } from './role-labels.ts';

const PAGE_SIZES = [10, 20, 25, 50] as const;
type Change = {
  staffId: string;
  method: 'PATCH' | 'DELETE';
  json?: { role?: StaffRoleValue; disabled?: boolean };
};

/** /admin/manage-admins (Admins only; a Sub-admin sees the API's 403 in French). */
export default function ManageAdminsPage() {
  const me = useAtomValue(userState);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<(typeof PAGE_SIZES)[number]>(10);
  const q = search.trim();
  const list = useQuery({
    ...queryOptions(listStaffEndpoint, { page, pageSize, ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const change = useMutation({
    mutationFn: ({ staffId, method, json }: Change) =>
      method === 'DELETE'
        ? call(deleteStaffEndpoint, { staffId })
        : call(updateStaffEndpoint, { staffId, ...json }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(listStaffEndpoint) }),
  });
  if (list.isPending) return <Spinner />;
  if (list.isError) {
    return (
      <section className="app-card">
        <h1>Gérer les administrateurs</h1>
        <FormAlert error={staffErrorMessage(list.error)} />
      </section>
    );
  }
  const pages = Math.max(1, Math.ceil(list.data.total / pageSize));
  return (
    <section className="app-card" aria-labelledby="manage-title">
      <h1 id="manage-title">Gérer les administrateurs</h1>
      <div className="app-toolbar">
        <label htmlFor="staff-search">Rechercher</label>
        <input
          id="staff-search"
          type="search"
          placeholder="Nom ou e-mail"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <label htmlFor="staff-page-size">Par page</label>
        <select
          id="staff-page-size"
          value={pageSize}
          onChange={(e) => {
            setPageSize(Number(e.target.value) as (typeof PAGE_SIZES)[number]);
            setPage(1);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <FormAlert error={change.isError ? staffErrorMessage(change.error) : null} />
      {list.data.items.length === 0 ? (
        <p className="app-empty">Les données n’existent pas!</p>
      ) : (
        <div className="app-table-wrap">
          <table className="app-table">
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">E-mail</th>
                <th scope="col">Rôle</th>
                <th scope="col">État</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((staff) => (
                <tr key={staff.id}>
                  <td>{staff.name}</td>
                  <td>{staff.email}</td>
                  <td>
                    <select
                      aria-label={`Rôle de ${staff.name}`}
                      value={staff.role}
                      disabled={change.isPending}
                      onChange={(e) =>
                        change.mutate({
                          staffId: staff.id,
                          method: 'PATCH',
                          json: { role: e.target.value as StaffRoleValue },
                        })
                      }
                    >
                      <option value="admin">{ROLE_LABELS.admin}</option>
                      <option value="sub-admin">{ROLE_LABELS['sub-admin']}</option>
                    </select>
                  </td>
                  <td>{staff.disabled ? 'Désactivé' : 'Actif'}</td>
                  <td className="app-table__actions">
                    <button
                      type="button"
                      className="app-link-button"
                      disabled={change.isPending || staff.id === me.id}
                      onClick={() =>
                        change.mutate({
                          staffId: staff.id,
                          method: 'PATCH',
                          json: { disabled: !staff.disabled },
                        })
                      }
                    >
                      {staff.disabled ? `Réactiver ${staff.name}` : `Désactiver ${staff.name}`}
                    </button>
                    <button
                      type="button"
                      className="app-link-button app-link-button--danger"
                      disabled={change.isPending || staff.id === me.id}
                      onClick={() => {
                        if (window.confirm(`Supprimer définitivement ${staff.name} ?`)) {
                          change.mutate({ staffId: staff.id, method: 'DELETE' });
                        }
                      }}
                    >
                      Supprimer {staff.name}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="app-pagination" aria-label="Pages">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Précédent
        </button>
        <span>
          Page {page} sur {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Suivant
        </button>
      </nav>
    </section>
  );
}
