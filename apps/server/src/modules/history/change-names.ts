import { getTableColumns, inArray } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { entityTable } from '../../crud/entity-definition.ts';
import { auditLog } from '../../db/tenant/audit.table.ts';
import type { TenantDb } from '../../db/tenant-db.ts';

/** A reference's names in one history row: {departmentId: {old: 'Satış', new: 'Muhasebe'}}. */
export type ChangeNames = Record<string, { old?: string; new?: string }>;

/** The table each foreign-key field of `table` points at by its id (`departmentId` → departments). */
function references(table: PgTable): Map<string, PgTable> {
  const columns = Object.entries(getTableColumns(table));
  const found = new Map<string, PgTable>();
  for (const key of getTableConfig(table).foreignKeys) {
    const reference = key.reference();
    const field = columns.find(([, column]) => column === reference.columns[0])?.[0];
    if (field && reference.foreignColumns[0]?.name === 'id') found.set(field, reference.foreignTable);
  }
  return found;
}

type Naming = Record<string, AnyPgColumn> & { id: AnyPgColumn; name: AnyPgColumn };

/** How a referenced row is named: its `name` (with `surname`: a person); a table without one is not. */
function namingOf(table: PgTable): Naming | null {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn | undefined>;
  const { id, name, surname } = columns;
  return id && name ? { id, name, ...(surname ? { surname } : {}) } : null;
}

const shown = (row: Record<string, unknown>) =>
  [row.name, row.surname].filter((part) => typeof part === 'string' && part).join(' ');

/**
 * The names behind the references a page of history rows changed (docs/history.md): a department, a role or
 * a person by name instead of its id, read as the page is read — one query per referenced table. A record
 * deleted since keeps its id.
 */
export async function changeNames(db: TenantDb, ids: readonly number[]): Promise<Map<number, ChangeNames>> {
  const rows = await db
    .select({ id: auditLog.id, entity: auditLog.entity, changes: auditLog.changes })
    .from(auditLog)
    .where(inArray(auditLog.id, [...ids]));
  const wanted = new Map<PgTable, Set<number>>();
  const fields: { row: number; field: string; table: PgTable; old: unknown; new: unknown }[] = [];
  for (const row of rows) {
    const table = entityTable(row.entity);
    if (!table) continue;
    for (const [field, target] of references(table)) {
      const change = row.changes[field];
      if (!change || !namingOf(target)) continue;
      fields.push({ row: row.id, field, table: target, old: change.old, new: change.new });
      const set = wanted.get(target) ?? new Set<number>();
      for (const value of [change.old, change.new]) if (typeof value === 'number') set.add(value);
      wanted.set(target, set);
    }
  }
  const names = new Map<PgTable, Map<number, string>>();
  for (const [table, set] of wanted) {
    const naming = namingOf(table);
    if (!naming || set.size === 0) continue;
    const found = await db
      .select(naming)
      .from(table)
      .where(inArray(naming.id, [...set]));
    names.set(table, new Map(found.map((row) => [Number(row.id), shown(row)])));
  }
  const answer = new Map<number, ChangeNames>();
  for (const { row, field, table, ...change } of fields) {
    const of = (value: unknown) => (typeof value === 'number' ? names.get(table)?.get(value) : undefined);
    const named = { old: of(change.old), new: of(change.new) };
    if (named.old === undefined && named.new === undefined) continue;
    answer.set(row, { ...answer.get(row), [field]: named });
  }
  return answer;
}
