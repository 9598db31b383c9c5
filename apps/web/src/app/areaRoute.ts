import type { ReactNode } from 'react';

/** A screen an area contributes to the router; a menu entry shows only when its path has a route. */
export interface AreaRoute {
  path: string;
  element: ReactNode;
}
