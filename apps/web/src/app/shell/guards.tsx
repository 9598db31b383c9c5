import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIGN_IN_PATH } from '../paths.ts';
import { recallLocation, rememberLocation } from '../../state/lastLocation.ts';
import { useSession } from '../../state/session.ts';

/** Screens need a token (the only gate, spec 000 §6); without one, remember where we were and sign in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    if (!token && location.pathname !== '/') rememberLocation(here);
  }, [token, here, location.pathname]);
  return token ? children : <Navigate to={SIGN_IN_PATH} replace />;
}

/** Signed-in users on /auth/* go to the last location (kept 120 s) or the root. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return token ? <Navigate to={recallLocation() ?? '/'} replace /> : children;
}
