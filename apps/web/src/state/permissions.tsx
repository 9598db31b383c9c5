import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { permissionKey, type Permission, type PermissionAction } from '@pano/contract';

/**
 * What the signed-in user may use (docs/permissions.md): their role's permissions as `currentUser` answers
 * them, and the area of the screen on show. The server refuses the rest whatever the panel shows; the panel
 * hides it so nobody meets a button that can only fail. Without a provider (or before the user is known)
 * everything is shown.
 */
const HeldContext = createContext<ReadonlySet<string> | null>(null);
const AreaContext = createContext<string | null>(null);

export function PermissionsProvider({
  permissions,
  children,
}: {
  permissions: readonly Permission[] | null | undefined;
  children: ReactNode;
}) {
  const held = useMemo(() => (permissions ? new Set(permissions.map(permissionKey)) : null), [permissions]);
  return <HeldContext.Provider value={held}>{children}</HeldContext.Provider>;
}

/** The area a screen belongs to: the generic list, toolbar and row actions below ask about it. */
export function ScreenArea({ area, children }: { area: string; children: ReactNode }) {
  return <AreaContext.Provider value={area}>{children}</AreaContext.Provider>;
}

export type Can = (action: PermissionAction, area?: string) => boolean;

/** Whether the user holds an action of an area (by default the screen's area). */
export function useCan(): Can {
  const held = useContext(HeldContext);
  const screenArea = useContext(AreaContext);
  return useCallback(
    (action, area = screenArea ?? undefined) =>
      held === null || area === undefined || held.has(permissionKey({ area, action })),
    [held, screenArea],
  );
}
