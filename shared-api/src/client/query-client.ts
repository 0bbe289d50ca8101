import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * A read is tried once more after a failure, unless the server (or the browser, by the server's rule) refused it:
 * a 4xx answer is the same the second time, and retrying it only delays the message by a second. A timeout (408)
 * or too many requests (429) may pass later, so they are retried.
 */
function retryRead(failureCount: number, error: unknown): boolean {
  const refused =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status);
  return !refused && failureCount < 1;
}

/** One cache for the whole suite: shared-api is a Module Federation singleton, so all areas see the same client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: 0 },
  },
});
