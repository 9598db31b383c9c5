/** A point on the screen, in pixels at some zoom. */
export interface PixelPoint {
  x: number;
  y: number;
}

/** How wide (px) a cluster's cell is: markers closer than this at the current zoom share one. */
export const CLUSTER_CELL_PX = 44;

/**
 * Pixel-grid clustering: the items whose points fall into the same `cell`-pixel square are one group, in
 * their original order; the groups in the order of their first item.
 */
export function clusterByGrid<T>(
  items: readonly T[],
  pointOf: (item: T) => PixelPoint,
  cell = CLUSTER_CELL_PX,
): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const { x, y } = pointOf(item);
    const key = `${Math.floor(x / cell)}:${Math.floor(y / cell)}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}
