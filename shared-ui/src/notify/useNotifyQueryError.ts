import { useEffect } from 'react';
import { notify } from './notify';

/**
 * Sends a list's fetch failure to the snackbar once per failure (spec: message + detail line). `errorUpdateCount`
 * grows with every failed fetch, so a retry that fails again reports again.
 */
export function useNotifyQueryError(
  query: { isError: boolean; error: unknown; errorUpdateCount: number },
  message: string,
): void {
  const { isError, error, errorUpdateCount } = query;
  useEffect(() => {
    if (isError) notify.error(message, error);
    // report per failure, not per render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdateCount]);
}
