export {
  compareValues,
  LOAD_FAILED_TEXT,
  QmsTable,
  textCollator,
  VIRTUALIZE_FROM_PAGE_SIZE,
  type QmsTableProps,
} from './QmsTable';
export type { MRT_ColumnDef as QmsColumnDef, MRT_Row as QmsRow } from 'mantine-react-table';
export { queryTableState } from './queryTableState';
export { LazyTooltip } from './LazyTooltip';
export { RowActions, type RowActionsProps } from './RowActions';
