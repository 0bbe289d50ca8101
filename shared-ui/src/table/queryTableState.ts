import type { UseQueryResult } from '@tanstack/react-query';
import type { QmsTableProps } from './QmsTable';

/** The loading, refreshing and failed states of a list query, as QmsTable props (Retry refetches). */
export function queryTableState(
  query: Pick<UseQueryResult, 'isLoading' | 'isError' | 'isFetching' | 'refetch'>,
): Pick<QmsTableProps<never>, 'isLoading' | 'isError' | 'isFetching' | 'onRetry'> {
  return {
    isLoading: query.isLoading,
    isError: query.isError,
    isFetching: query.isFetching,
    onRetry: () => void query.refetch(),
  };
}
