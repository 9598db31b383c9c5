import {
  actionsOf,
  PERMISSION_ACTIONS,
  permissionKey,
  type Permission,
  type PermissionAction,
} from '@pano/contract';

/** The matrix's columns: the five standard actions, then the special ones (each on its own area's row). */
export const MATRIX_ACTIONS: readonly PermissionAction[] = PERMISSION_ACTIONS;

/** Whether a cell exists: an area has the standard actions and its own special ones. */
export const hasCell = (area: string, action: PermissionAction): boolean => actionsOf(area).includes(action);

const key = (area: string, action: PermissionAction) => permissionKey({ area, action });

/** Every cell of a row or of a column (the 'all' boxes). */
export function rowCells(area: string): string[] {
  return actionsOf(area).map((action) => key(area, action));
}

export function columnCells(areas: readonly string[], action: PermissionAction): string[] {
  return areas.filter((area) => hasCell(area, action)).map((area) => key(area, action));
}

/** Ticks or clears every cell given (an 'all' box). */
export function setCells(chosen: ReadonlySet<string>, cells: readonly string[], on: boolean): Set<string> {
  const next = new Set(chosen);
  for (const cell of cells) {
    if (on) next.add(cell);
    else next.delete(cell);
  }
  return next;
}

/** An 'all' box: ticked when every cell is, mixed when some are. */
export function allState(chosen: ReadonlySet<string>, cells: readonly string[]) {
  const ticked = cells.filter((cell) => chosen.has(cell)).length;
  return {
    checked: ticked > 0 && ticked === cells.length,
    indeterminate: ticked > 0 && ticked < cells.length,
  };
}

/**
 * What is saved: the ticked cells of the areas shown, and the role's permissions in areas this panel does
 * not show (kept as they are, so saving never drops what the matrix cannot display).
 */
export function savedPermissions(
  chosen: ReadonlySet<string>,
  areas: readonly string[],
  before: readonly Permission[],
): Permission[] {
  const shown = new Set(areas);
  const ticked = [...chosen].map((cell) => {
    const [area = '', action = ''] = cell.split('.');
    return { area, action };
  });
  return [...ticked.filter((p) => shown.has(p.area)), ...before.filter((p) => !shown.has(p.area))];
}
