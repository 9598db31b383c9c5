import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { permissionKey, type Permission, type PermissionAction } from '@pano/contract';

/**
 * What the signed-in user may use (docs/permissions.md): their role's permissions as `currentUser` answers
 * them, and the area of the screen on show. The server refuses the rest whatever the panel shows; the panel
 * hides it so nobody meets a button that can only fail. Without a provider (or before the user is known)
 * everything is shown.
 */
const HeldContext = createContext<ReadonlySet<string> | null>(null);
/** The user's permissions are being read (their first page after signing in): the menu waits for them. */
const PendingContext = createContext(false);
const AreaContext = createContext<string | null>(null);

export function PermissionsProvider({
  permissions,
  pending = false,
  children,
}: {
  permissions: readonly Permission[] | null | undefined;
  pending?: boolean;
  children: ReactNode;
}) {
  const held = useMemo(() => (permissions ? new Set(permissions.map(permissionKey)) : null), [permissions]);
  return (
    <PendingContext.Provider value={pending}>
      <HeldContext.Provider value={held}>{children}</HeldContext.Provider>
    </PendingContext.Provider>
  );
}

/** Whether the user's permissions are still unknown (nothing of what they decide is drawn yet). */
export const usePermissionsPending = (): boolean => useContext(PendingContext);

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
