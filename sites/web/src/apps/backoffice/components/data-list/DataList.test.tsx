// @vitest-environment happy-dom
import { listTasksEndpoint } from '@courtage/contracts/crm/tasks/list-tasks.rpc';
import type { Task } from '@courtage/contracts/crm/tasks/task';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../../../lib/gateway/list-request.ts';
import { ME, renderBackoffice, stubGateway } from '../../testing/render-backoffice.tsx';
import { DataList } from './DataList.tsx';
import type { DataListColumn } from './types.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const task = (id: string, title: string, dueAt: string, createdAt: string): Task => ({
  id,
  title,
  dueAt,
  assigneeId: ME.id,
  createdBy: ME.id,
  linkedType: null,
  linkedId: null,
  status: 'a_faire',
  overdue: false,
  createdAt,
  updatedAt: createdAt,
});
const TASKS = [
  task(
    '5c1d2e3f-0000-4000-8000-000000000001',
    'Rappeler Garage Martin',
    '2026-12-01T09:00:00.000Z',
    '2026-11-20T08:00:00.000Z',
  ),
  task(
    '5c1d2e3f-0000-4000-8000-000000000002',
    'Envoyer le devis Boulangerie Petit',
    '2026-12-03T14:00:00.000Z',
    '2026-11-10T08:00:00.000Z',
  ),
  task(
    '5c1d2e3f-0000-4000-8000-000000000003',
    'Relancer Mme Bernard',
    '2026-12-02T10:30:00.000Z',
    '2026-11-25T08:00:00.000Z',
  ),
];

const COLUMNS: DataListColumn<Task>[] = [
  { id: 'title', header: 'Tâche' },
  { id: 'dueAt', header: 'Échéance', sortable: true },
  { id: 'createdAt', header: 'Créée le', sortable: true },
];

/** A list API in memory: the page sorted as the query asks. */
function tasksApi(rows: Task[]) {
  return vi.fn(async (query: URLSearchParams): Promise<ListPage<Task>> => {
    const field = query.get('sort') as 'dueAt' | 'createdAt';
    const sign = query.get('direction') === 'desc' ? -1 : 1;
    const sorted = [...rows].sort((a, b) => sign * a[field].localeCompare(b[field]));
    return { rows: sorted, nextCursor: null, total: rows.length };
  });
}

function renderTasks(
  fetchPage: ReturnType<typeof tasksApi>,
  options: { role?: string; emptyMessage?: string } = {},
) {
  return renderBackoffice(
    <DataList<Task>
      label="Tâches"
      endpoint={listTasksEndpoint}
      fetchPage={fetchPage}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      defaultSort={{ field: 'dueAt', direction: 'asc' }}
      {...(options.emptyMessage ? { emptyMessage: options.emptyMessage } : {})}
    />,
    { route: '/admin/task', ...(options.role ? { role: options.role } : {}) },
  );
}

/** The titles of the rows shown, top to bottom. */
const shownTitles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataList', () => {
  it('shows the rows of the page it is given, in a table named by its caption', async () => {
    const fetchPage = tasksApi(TASKS);
    renderTasks(fetchPage);
    const table = screen.getByRole('table', { name: 'Tâches' });
    await waitFor(() => expect(shownTitles(table)).toHaveLength(3));
    expect(shownTitles(table)).toEqual([
      'Rappeler Garage Martin',
      'Relancer Mme Bernard',
      'Envoyer le devis Boulangerie Petit',
    ]);
    expect(within(table).getByRole('cell', { name: '2026-12-02T10:30:00.000Z' })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.[0].toString()).toBe('limit=20&sort=dueAt&direction=asc');
    expect(screen.getByText('Page 1 sur 1 · 3 résultats')).toBeTruthy();
  });

  it('asks for the page sorted by the header clicked, then the other way, and says so with aria-sort', async () => {
    const fetchPage = tasksApi(TASKS);
    const { user } = renderTasks(fetchPage);
    const table = screen.getByRole('table', { name: 'Tâches' });
    await waitFor(() => expect(shownTitles(table)).toHaveLength(3));
    const due = screen.getByRole('columnheader', { name: 'Échéance' });
    const created = screen.getByRole('columnheader', { name: 'Créée le' });
    expect(due.getAttribute('aria-sort')).toBe('ascending');
    expect(created.hasAttribute('aria-sort')).toBe(false);
    // Not sortable: no button, no aria-sort.
    expect(within(screen.getByRole('columnheader', { name: 'Tâche' })).queryByRole('button')).toBeNull();

    await user.click(within(created).getByRole('button', { name: 'Créée le' }));
    await waitFor(() =>
      expect(shownTitles(table)).toEqual([
        'Envoyer le devis Boulangerie Petit',
        'Rappeler Garage Martin',
        'Relancer Mme Bernard',
      ]),
    );
    const sortedQuery = fetchPage.mock.calls.at(-1)?.[0];
    expect(sortedQuery?.get('sort')).toBe('createdAt');
    expect(sortedQuery?.get('direction')).toBe('asc');
    expect(created.getAttribute('aria-sort')).toBe('ascending');
    expect(due.hasAttribute('aria-sort')).toBe(false);

    await user.click(within(created).getByRole('button', { name: 'Créée le' }));
    await waitFor(() => expect(created.getAttribute('aria-sort')).toBe('descending'));
    expect(fetchPage.mock.calls.at(-1)?.[0].get('direction')).toBe('desc');
    await waitFor(() => expect(shownTitles(table)[0]).toBe('Relancer Mme Bernard'));
  });

  it('says the list is empty, with the screen’s message or the default one', async () => {
    renderTasks(tasksApi([]), { emptyMessage: 'Aucune tâche.' });
    expect(await screen.findByText('Aucune tâche.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Tâches' })).getAllByRole('row')).toHaveLength(2);
    cleanup();

    renderTasks(tasksApi([]));
    expect(await screen.findByText('Les données n’existent pas!')).toBeTruthy();
  });

  it('offers the CSV export to an Admin, with the list’s sort, and not to a Sub-admin', async () => {
    const calls = stubGateway(() => new Response('Tâche;Échéance\n', { status: 200 }));
    const clicked: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    const { user } = renderTasks(tasksApi(TASKS), { role: 'admin' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Créée le' }));
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/api/v1/task/export.csv?sort=createdAt&direction=asc',
        authorization: 'Bearer staff-access',
        body: undefined,
      },
    ]);
    expect(clicked[0]?.download).toBe('taches.csv');
    cleanup();

    renderTasks(tasksApi(TASKS), { role: 'sub-admin' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Exporter en CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: /Colonnes/ })).toBeTruthy();
  });
});
