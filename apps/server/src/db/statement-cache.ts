/**
 * Statements built once and run many times on one open database (docs/performance.md, "Built
 * statements"). Drizzle turns a query into SQL text on every run — for a list page with its joins that is
 * a fifth of the server's time per request; a statement kept here is built once per `shape` (what decides
 * its SQL text: the sort, which filters are set …) with the values as placeholders, and each run only fills
 * them in.
 *
 * Kept per database object: a transaction is its own object, so its statements are built for it and go
 * with it. At most `max` shapes per owner and database; the least recently used is forgotten first.
 */
const caches = new WeakMap<object, WeakMap<object, Map<string, unknown>>>();

export function keptStatement<T>(db: object, owner: object, shape: string, build: () => T, max = 200): T {
  let byOwner = caches.get(db);
  if (!byOwner) caches.set(db, (byOwner = new WeakMap()));
  let kept = byOwner.get(owner);
  if (!kept) byOwner.set(owner, (kept = new Map()));
  const found = kept.get(shape) as T | undefined;
  if (found !== undefined) {
    // most recently used last
    kept.delete(shape);
    kept.set(shape, found);
    return found;
  }
  const built = build();
  if (kept.size >= max) kept.delete(kept.keys().next().value!);
  kept.set(shape, built);
  return built;
}
