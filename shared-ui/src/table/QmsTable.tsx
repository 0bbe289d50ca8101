import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_RowData,
  type MRT_SortingState,
  type MRT_TableOptions,
} from 'mantine-react-table';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Case-insensitive, number-aware ordering ('Role 2' before 'Role 10'). TanStack's automatic choice inspects only rows
 * after the tenth, so short lists would otherwise sort case-sensitively. One collator for every comparison:
 * `localeCompare` with options builds a collator per call, which made sorting 2,000 rows take hundreds of ms.
 */
export const textCollator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return textCollator.compare(String(left ?? ''), String(right ?? ''));
}

/** From this page size on, rows are virtualised (2,500 rows: 4.5 s unvirtualised, 0.4 s virtualised). */
const VIRTUALIZE_FROM_PAGE_SIZE = 500;

/**
 * A virtualised row's height for the virtualiser: the ResizeObserver's size when it reports one, else the height
 * measured once per row element. mantine-react-table measures with getBoundingClientRect on every ref call, i.e.
 * every render of every mounted row, each a forced layout of the page (≈0.9 s of a Template Contents first render
 * with 5,000 contents, issue 11); a row that changes size later is reported by the ResizeObserver.
 */
const rowHeights = new WeakMap<Element, number>();
function measureRow(element: Element, entry: ResizeObserverEntry | undefined): number {
  const observed = entry?.borderBoxSize?.[0]?.blockSize;
  const height = observed ?? rowHeights.get(element) ?? element.getBoundingClientRect().height;
  rowHeights.set(element, height);
  return height;
}

export interface QmsTableProps<T extends MRT_RowData> {
  columns: MRT_ColumnDef<T>[];
  data: T[];
  /** the spec's page size for this table (e.g. 2500 roles, 250 templates, 100 regulations) */
  pageSize: number;
  /**
   * virtualise the rows (only those in view are mounted) whatever the page size; default: from
   * VIRTUALIZE_FROM_PAGE_SIZE on. For pages of heavy rows (icons, clamped texts), where 250 rows cost seconds.
   */
  virtualize?: boolean;
  /** false hides the bottom toolbar (pagination footer), as the spec's process table wants */
  footer?: boolean;
  initialSorting?: MRT_SortingState;
  /** shown instead of rows when the list is empty */
  emptyText: string;
  isLoading?: boolean;
  /** the list failed to load: shows LOAD_FAILED_TEXT (and Retry) instead of the empty text */
  isError?: boolean;
  /** offered as a Retry button in the failed state */
  onRetry?: () => void;
  /** a background refetch: a thin progress bar, the rows stay */
  isFetching?: boolean;
  getRowId?: (row: T) => string;
  /** per-row actions in a last column (admin actions); omit for read-only tables */
  renderRowActions?: (row: MRT_Row<T>) => ReactNode;
  /** accessible name of the table element */
  ariaLabel: string;
  /** escape hatch for a screen's extras; merged last */
  tableOptions?: Partial<MRT_TableOptions<T>>;
}

/** Shown instead of the empty text when the list could not be loaded (the snackbar carries the spec message). */
const LOAD_FAILED_TEXT = 'The list could not be loaded.';

const STANDARD_PAGE_SIZES = [25, 100, 250, 2500];
function rowsPerPageOptions(pageSize: number): string[] {
  return [...new Set([...STANDARD_PAGE_SIZES, pageSize])].sort((a, b) => a - b).map(String);
}

/**
 * The suite's one table (ARCHITECTURE §6): mantine-react-table with the spec's defaults. Every list screen uses it,
 * so page sizes, sorting, empty and loading states look and behave the same everywhere.
 */
export function QmsTable<T extends MRT_RowData>({
  columns,
  data,
  pageSize,
  virtualize = pageSize >= VIRTUALIZE_FROM_PAGE_SIZE,
  footer = true,
  initialSorting = [],
  emptyText,
  isLoading = false,
  isError = false,
  onRetry,
  isFetching = false,
  getRowId,
  renderRowActions,
  ariaLabel,
  tableOptions,
}: QmsTableProps<T>): JSX.Element {
  // mantine-react-table fixes virtualisation at mount, so it is decided by the page size (or the screen), not by
  // the row count
  const table = useMantineReactTable<T>({
    columns,
    data,
    getRowId,
    defaultColumn: {
      sortingFn: (a, b, columnId) => compareValues(a.getValue(columnId), b.getValue(columnId)),
    },
    state: { isLoading, showProgressBars: isFetching && !isLoading },
    enableBottomToolbar: footer,
    enablePagination: footer,
    enableTableFooter: false,
    enableRowVirtualization: virtualize,
    rowVirtualizerOptions: virtualize ? { measureElement: measureRow } : undefined,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableHiding: false,
    enableSortingRemoval: false,
    enableStickyHeader: virtualize,
    enableRowActions: !!renderRowActions,
    positionActionsColumn: 'last',
    renderRowActions: renderRowActions ? ({ row }) => renderRowActions(row) : undefined,
    paginationDisplayMode: 'default',
    // the spec's page size must be one of the choices, or the select shows blank
    mantinePaginationProps: { rowsPerPageOptions: rowsPerPageOptions(pageSize) },
    localization: { noRecordsToDisplay: emptyText, actions: 'Actions' },
    // a failed load must not look like an empty list
    renderEmptyRowsFallback: isError
      ? () => (
          <Stack align="center" gap="xs" py="xl" data-testid="table-load-failed">
            <Text size="sm">{LOAD_FAILED_TEXT}</Text>
            {onRetry && (
              <Button size="compact-sm" variant="light" onClick={onRetry}>
                Retry
              </Button>
            )}
          </Stack>
        )
      : undefined,
    mantineTableProps: { 'aria-label': ariaLabel, striped: true, highlightOnHover: true },
    mantineSearchTextInputProps: { 'aria-label': 'Search' },
    // a virtualised body needs a bounded scroll container
    mantineTableContainerProps: {
      'aria-busy': isLoading,
      style: virtualize ? { maxHeight: '70vh' } : undefined,
      // a scroll container must be reachable by keyboard even when no row holds a focusable element (WCAG 2.1.1)
      ...(virtualize ? { tabIndex: 0, role: 'region', 'aria-label': ariaLabel } : {}),
    },
    mantinePaperProps: { withBorder: false, shadow: 'none' },
    ...tableOptions,
    // a caller's initial state (a pinned column) adds to the page size and density, not replaces them
    initialState: {
      pagination: { pageIndex: 0, pageSize },
      sorting: initialSorting,
      density: 'xs',
      ...tableOptions?.initialState,
    },
  });
  return <MantineReactTable table={table} />;
}
