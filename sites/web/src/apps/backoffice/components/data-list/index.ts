export { DataList, DEFAULT_EMPTY_MESSAGE } from './DataList.tsx';
export { RowActionsMenu } from './RowActionsMenu.tsx';
export { type BadgeTone, StatusBadge } from './StatusBadge.tsx';
export type { DataListColumn, DataListFilter, DataListProps, FilterOption, RowAction } from './types.ts';
