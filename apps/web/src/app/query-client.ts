import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { showSnackbar } from '../ui/snackbar-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean; errorMessage?: string };
    mutationMeta: { silent?: boolean; errorMessage?: string };
  }
}

/**
 * Server state. A failed call shows its message in the snackbar (the one way to show an error),
 * unless the caller handles it itself (meta.silent) or names a per-call message (meta.errorMessage).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        showSnackbar({ message: query.meta?.errorMessage ?? error.message });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        showSnackbar({ message: mutation.meta?.errorMessage ?? error.message });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network blip might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
