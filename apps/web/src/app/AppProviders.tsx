import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ScreenAreas, ScreenPaths } from '../components/screenPaths.ts';
import { ToastHost } from '../components/ToastHost.tsx';
import { SCREEN_AREAS, SCREEN_PATHS } from './screens.ts';
import { ThemeRoot } from './theme/ThemeRoot.tsx';
import { useLanguageRefetch } from './useLanguageRefetch.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/**
 * Query cache (read again in the new language when the language changes), theme from the tenant's colours,
 * toasts (5000 ms, see useToast; placed by components/Toasts.tsx), the screens' routes.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useLanguageRefetch(client);
  return (
    <QueryClientProvider client={client}>
      <ThemeRoot>
        <ScreenPaths value={SCREEN_PATHS}>
          <ScreenAreas value={SCREEN_AREAS}>{children}</ScreenAreas>
        </ScreenPaths>
        <ToastHost />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
