import type { AnyListEndpoint } from '@courtage/contracts/endpoint/define-endpoint';
import type { ReactNode } from 'react';
import type { ListPage } from '../../../../lib/gateway/list-request.ts';
import type { ListSort } from './list-url-state.ts';

/** One column: `id` is the row's field and, when sortable, the API's sort field. */
export type DataListColumn<Row> = {
  id: string;
  /** French, as the user reads it. */
  header: string;
  /** What the cell shows; the raw field value as text when absent. */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Right-aligned (amounts). */
  numeric?: boolean;
  /** Off until the user shows it with 'Colonnes' (so the defaults fit 1280 px). */
  hiddenByDefault?: boolean;
  /** Cannot be hidden (state, assignee: what a broker needs on every row). */
  alwaysVisible?: boolean;
};

/** A choice in a select filter. */
export type FilterOption = { value: string; label: string };

/** The filters a list may show above its table; their `name` is the API's query param. */
export type DataListFilter =
  | { kind: 'period'; label?: string; fromName?: string; toName?: string }
  | { kind: 'select'; name: string; label: string; options: readonly FilterOption[]; allLabel?: string };

/** An entry of a row's actions menu. */
export type RowAction = { id: string; label: string; onAction: () => void; isDisabled?: boolean };

/**
 * Where the rows come from: the list endpoint of the contracts (its query key, its page fetch,
 * its CSV export and who may use it all follow from it); `fetchPage` only when the screen adds
 * to the query (a tab's default filter).
 */
type DataListSource<Row> =
  | {
      endpoint: AnyListEndpoint;
      fetchPage?: (query: URLSearchParams) => Promise<ListPage<Row>>;
      queryKey?: never;
      exportCsv?: never;
      exportedBy?: never;
    }
  | {
      endpoint?: never;
      /** React Query key of the list (the page's query is appended). */
      queryKey: readonly unknown[];
      fetchPage: (query: URLSearchParams) => Promise<ListPage<Row>>;
      /** The CSV export (shown to Admins only, unless `exportedBy`); takes the screen's filters and sort. */
      exportCsv?: (query: URLSearchParams) => Promise<void>;
      /** Who the gateway lets export: Admins (default), or every staff member (a list of his own rows). */
      exportedBy?: 'admin' | 'staff';
    };

export type DataListProps<Row> = DataListSource<Row> & {
  /** The list's accessible name (its table caption), in French. */
  label: string;
  columns: readonly DataListColumn<Row>[];
  getRowId: (row: Row) => string;
  defaultSort: ListSort;
  filters?: readonly DataListFilter[];
  /** Shows the free-text box (query param `q`) with this label. */
  searchLabel?: string;
  rowActions?: (row: Row) => readonly RowAction[];
  /** How a row is named to screen readers (its actions button); the first column's text by default. */
  rowLabel?: (row: Row) => string;
  /** 'Les données n'existent pas!' unless the screen has the specification's own message. */
  emptyMessage?: string;
  /** Names the list in the remembered column choice; the label by default. */
  listId?: string;
  /** Prefix of the URL params, for two lists on one screen. */
  urlPrefix?: string;
  /** Extra filter params a screen sets itself (a tab), kept in the URL and sent to the API. */
  extraFilterNames?: readonly string[];
};
