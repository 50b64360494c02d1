import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { refetchMenuOnLanguageChange, seedMenuQueries } from '../features/menu/api/seed-menu.ts';
import { pageConfig } from '../lib/page-config.ts';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedMenuQueries(client);
    refetchMenuOnLanguageChange(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={pageConfig.basePath || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
