import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@pano/contract';
import { TOAST_COMPONENTS } from '../components/ToastAlert.tsx';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Query cache, theme from the tenant's colours, and toasts at the top centre (5000 ms). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeRoot>
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={3}
          Components={TOAST_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeRoot>
    </QueryClientProvider>
  );
}
