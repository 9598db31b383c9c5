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

/** The SQL texts of statements the database plans once (`plannedOnce`), the newest PLANNED_MAX. */
const plannedTexts = new Set<string>();
const PLANNED_MAX = 5_000;
let lastName = 0;

/**
 * A kept statement whose plan does not depend on its values (a page of a list that does not search, or that
 * searches the text it is sorted by; its limit and offset written into its text, crud/list-entities.ts):
 * prepared under a name of its own, so the database parses it once per connection and, after a few runs,
 * keeps one generic plan instead of planning every run (docs/performance.md, "Built statements").
 * PostgreSQL gets the name through `pg`; the embedded databases' thread prepares the texts `isPlannedOnce`
 * names.
 */
export function plannedOnce<T extends { getQuery(): { sql: string } }>(prepare: (name: string) => T): T {
  const statement = prepare(`pano_${++lastName}`);
  const { sql } = statement.getQuery();
  plannedTexts.delete(sql);
  if (plannedTexts.size >= PLANNED_MAX) plannedTexts.delete(plannedTexts.values().next().value!);
  plannedTexts.add(sql);
  return statement;
}

/** Whether `sql` is the text of a statement `plannedOnce` made (the newest PLANNED_MAX of them). */
export function isPlannedOnce(sql: string): boolean {
  return plannedTexts.has(sql);
}
