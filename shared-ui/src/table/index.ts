export { QmsTable, textCollator } from './QmsTable';
export type { MRT_ColumnDef as QmsColumnDef, MRT_Row as QmsRow } from 'mantine-react-table';
export { queryTableState } from './queryTableState';
export { LazyTooltip } from './LazyTooltip';
export { RowActions } from './RowActions';
