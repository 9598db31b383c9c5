import { useEffect, useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import { routerFlushSync } from './routerFlushSync.ts';
import { setAuthFailureHandler } from '../graphql/client.ts';
import { AppProviders, createQueryClient } from './AppProviders.tsx';
import { LOGOUT_PATH } from './paths.ts';
import { routes } from './routes.tsx';
import { Splash } from './shell/Splash.tsx';
import { setRouterPath } from '../state/routerPath.ts';

/** The panel: providers, the hash router and the splash. */
export function App() {
  const [client] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createHashRouter(routes);
    setRouterPath(created.state.location.pathname);
    created.subscribe((state) => setRouterPath(state.location.pathname));
    return created;
  });
  useEffect(() => {
    setAuthFailureHandler(() => void router.navigate(LOGOUT_PATH, { replace: true }));
  }, [router]);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
      <Splash />
    </AppProviders>
  );
}
