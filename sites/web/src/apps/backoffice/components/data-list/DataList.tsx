import type { AnyListEndpoint } from '@courtage/contracts/endpoint/define-endpoint';
import { REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useAtomValue } from 'jotai/react';
import { useId, useMemo } from 'react';
import { errorMessage } from '../../../../lib/auth/api-error.ts';
import { canExport, downloadCsv, endpointKey, listPage } from '../../../../lib/gateway/endpoint-client.ts';
import type { ListPage } from '../../../../lib/gateway/list-request.ts';
import { userState } from '../../../../states/user/userState.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { DataListPager } from './DataListPager.tsx';
import { DataListToolbar } from './DataListToolbar.tsx';
import { toApiQuery, withSort } from './list-url-state.ts';
import { RowActionsMenu } from './RowActionsMenu.tsx';
import type { DataListFilter, DataListProps } from './types.ts';
import { useColumnVisibility } from './use-column-visibility.ts';
import { useListUrlState } from './use-list-url-state.ts';

export const DEFAULT_EMPTY_MESSAGE = REQUEST_MESSAGES.emptyList;
/** Lists are worked on all day: a visit after 15 s asks the API again. */
const LIST_STALE_MS = 15_000;
const SKELETON_ROWS = 5;

function filterNamesOf(filters: readonly DataListFilter[], extra: readonly string[]): string[] {
  const names = ['q', ...extra];
  for (const filter of filters) {
    if (filter.kind === 'select') names.push(filter.name);
    else names.push(filter.fromName ?? 'from', filter.toName ?? 'to');
  }
  return names;
}

function rawText(row: unknown, field: string): string {
  const value = (row as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The back-office's one list: server-side sort, filters and keyset pages (state in the URL),
 * TanStack Table for rendering, React Query for fetching. See README.md in this folder.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const { columns, filters = [], rowActions } = props;
  const captionId = useId();
  const role = useAtomValue(userState).role;
  const { endpoint } = props;
  const queryKey = endpoint ? endpointKey(endpoint) : props.queryKey;
  const fetchPage =
    props.fetchPage ??
    ((query: URLSearchParams) => listPage(endpoint as AnyListEndpoint, query) as Promise<ListPage<Row>>);
  const exportCsv = endpoint
    ? canExport(endpoint, role)
      ? (query: URLSearchParams) => downloadCsv(endpoint, query)
      : undefined
    : role === 'admin' || props.exportedBy === 'staff'
      ? props.exportCsv
      : undefined;
  const [state, setState] = useListUrlState({
    prefix: props.urlPrefix,
    defaultSort: props.defaultSort,
    sortFields: columns.filter((column) => column.sortable).map((column) => column.id),
    filterNames: filterNamesOf(filters, props.extraFilterNames ?? []),
  });
  const apiQuery = toApiQuery(state);
  const list = useQuery({
    queryKey: [...queryKey, apiQuery.toString()],
    queryFn: () => fetchPage(apiQuery),
    placeholderData: keepPreviousData,
    staleTime: LIST_STALE_MS,
  });

  const [visibleIds, setVisibleIds] = useColumnVisibility(
    props.listId ?? props.label,
    columns,
    props.urlPrefix,
  );

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const shown = columns.filter((column) => visibleIds.has(column.id));
    const defs: ColumnDef<Row>[] = shown.map((column) => ({
      id: column.id,
      header: column.header,
      // TanStack Table sorts (even manually, on the server) only a column with an accessor.
      accessorFn: (row: Row) => rawText(row, column.id),
      enableSorting: Boolean(column.sortable),
      meta: { numeric: column.numeric },
      cell: ({ row }) => (column.cell ? column.cell(row.original) : rawText(row.original, column.id)),
    }));
    if (rowActions) {
      defs.push({
        id: '__actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <RowActionsMenu
            actions={rowActions(row.original)}
            rowLabel={props.rowLabel?.(row.original) ?? rawText(row.original, columns[0]?.id ?? '')}
          />
        ),
      });
    }
    return defs;
  }, [columns, visibleIds, rowActions, props.rowLabel]);

  const table = useReactTable({
    data: list.data?.rows ?? [],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => props.getRowId(row),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: { sorting: [{ id: state.sort.field, desc: state.sort.direction === 'desc' }] },
  });

  const busy = list.isFetching;
  const columnCount = columnDefs.length;
  return (
    <div className="bo-list">
      <div className="bo-list__tools">
        <DataListToolbar
          state={state}
          setState={setState}
          filters={filters}
          searchLabel={props.searchLabel}
          exportCsv={exportCsv}
        />
        <ColumnChooser
          listLabel={props.label}
          columns={columns}
          visible={visibleIds}
          onChange={setVisibleIds}
        />
      </div>
      {/* Focusable so a keyboard user can scroll a wide table sideways (768 px tablets). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="bo-table-wrap" aria-labelledby={captionId} tabIndex={0} aria-busy={busy}>
        <table className={rowActions ? 'bo-table bo-table--actions' : 'bo-table'}>
          <caption id={captionId} className="bo-visually-hidden">
            {props.label}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numeric = (header.column.columnDef.meta as { numeric?: boolean } | undefined)
                    ?.numeric;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric ? 'is-numeric' : undefined}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="bo-sort"
                          onClick={() => setState(withSort(state, header.column.id))}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true" className="bo-sort__icon">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {list.isPending ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else
                <tr key={index} className="bo-skeleton-row">
                  <td colSpan={columnCount} className="bo-table__full">
                    <span className="bo-skeleton" aria-hidden="true" />
                  </td>
                </tr>
              ))
            ) : list.isError && !list.data ? (
              <tr>
                <td colSpan={columnCount} className="bo-table__full">
                  <div className="bo-list__error" role="alert">
                    <p>{errorMessage(list.error)}</p>
                    <button
                      type="button"
                      className="bo-button bo-button--primary"
                      onClick={() => void list.refetch()}
                    >
                      Réessayer
                    </button>
                  </div>
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="bo-table__full">
                  <p className="app-empty bo-list__empty">{props.emptyMessage ?? DEFAULT_EMPTY_MESSAGE}</p>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => {
                    const numeric = (cell.column.columnDef.meta as { numeric?: boolean } | undefined)
                      ?.numeric;
                    return (
                      <td key={cell.id} className={numeric ? 'is-numeric' : undefined}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {list.isPending ? (
        <p className="bo-visually-hidden" role="status">
          Chargement…
        </p>
      ) : null}
      {list.isError && list.data ? (
        <div className="bo-list__error" role="alert">
          <p>{errorMessage(list.error)}</p>
          <button type="button" className="bo-button bo-button--primary" onClick={() => void list.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      <DataListPager
        state={state}
        setState={setState}
        total={list.data?.total}
        totalCapped={list.data?.totalCapped}
        nextCursor={list.data?.nextCursor}
        busy={busy}
        onRefresh={() => void list.refetch()}
      />
    </div>
  );
}
