import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { pageConfig } from '../lib/page-config.ts';
import { AppRoutes } from './router.tsx';

/**
 * The storefront: its server state and routes. The browser runs it in a BrowserRouter; the server
 * renders the same tree in a StaticRouter (src/entry-server.tsx) and the browser hydrates it.
 */
export function App({
  queryClient,
  router,
  onMounted,
}: {
  queryClient: QueryClient;
  router?: (routes: ReactNode) => ReactNode;
  /** Once the first render is committed (after hydration): what must not change the server's markup waits for it. */
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  const routes = <AppRoutes />;
  return (
    <QueryClientProvider client={queryClient}>
      {router ? router(routes) : <BrowserRouter basename={pageConfig.basePath || undefined}>{routes}</BrowserRouter>}
    </QueryClientProvider>
  );
}
