import { QueryClient } from '@tanstack/react-query';

/** One cache for the whole suite: shared-api is a Module Federation singleton, so all areas see the same client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: 0 },
  },
});
