import { Navigate } from 'react-router';

/** The 404 page (spec 000 §2): an unknown path, or a screen whose route names no valid id, goes here. */
export const NOT_FOUND_PATH = '/error/error-v1';

/** Replaces the current location with the 404 page. */
export function NotFoundRedirect() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
